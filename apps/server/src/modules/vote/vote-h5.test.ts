import { contract } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { makeLiveActivity } from '../activity/live-activity.factory.js';
import { enterAs, newDevice } from '../activity/participant.factory.js';
import { makeCandidates, makeLiveVote } from './vote.factory.js';

const v = contract.vote;
const gate = { enabled: true, question: '投票口号是？', options: ['公平', '刷票'], answer: 0 };

describe('the participant’s vote page', () => {
  const { t, organiser } = organiserApp();

  /** A vote with three candidates (votes 5, 9, 5) and a participant in it. */
  const scene = async (settings: Record<string, unknown> = {}) => {
    const vote = await makeLiveVote(t, organiser.customer, {
      votes_per_day: 0,
      votes_per_candidate_day: 0,
      anti_stuffing: { device_minute_max: 1000 },
      ...settings,
    });
    const candidates = await makeCandidates(t, organiser.token, vote.id, 3);
    const counts = [5, 9, 5];
    const voter = await enterAs(t, vote);
    for (const [i, c] of candidates.entries()) {
      for (let n = 0; n < counts[i]!; n += 1) await t.call(v.h5Cast, { ticket: voter.ticket, candidate_id: c.id });
    }
    return { vote, candidates, player: await enterAs(t, vote), voter };
  };

  it('shows the page without the gate’s answer or the anti-stuffing rules', async () => {
    const vote = await makeLiveVote(t, organiser.customer, { gate, rules: '每天3票' });
    await t.call(v.categoryAdd, { activity_id: vote.id, name: '少儿组' }, { token: organiser.token });
    const player = await enterAs(t, vote);
    const res = await t.call(v.h5Home, { ticket: player.ticket });
    expect(res.body.data.settings).toMatchObject({
      rules: '每天3票',
      gate: { enabled: true, options: ['公平', '刷票'] },
    });
    expect(res.body.data.settings.gate).not.toHaveProperty('answer');
    expect(res.body.data.settings).not.toHaveProperty('anti_stuffing');
    expect(res.body.data.categories.map((c) => c.name)).toEqual(['少儿组']);
    expect(res.body.data.mine).toEqual({ today_left: 3, total_left: null, gate_passed: false });
  });

  it('counts the candidates, votes and voters on the home page', async () => {
    const { player } = await scene();
    const res = await t.call(v.h5Home, { ticket: player.ticket });
    expect(res.body.data.totals).toEqual({ candidates: 3, votes: 19, voters: 1 });
  });

  it('lists shown, approved candidates by number, by category and keywords', async () => {
    const vote = await makeLiveVote(t, organiser.customer);
    const kids = (await t.call(v.categoryAdd, { activity_id: vote.id, name: '少儿组' }, { token: organiser.token }))
      .body.data;
    const [a, b, c] = await makeCandidates(t, organiser.token, vote.id, 3);
    await t.call(
      v.edit,
      { activity_id: vote.id, id: a!.id, name: '王小明', number: 1, category_id: kids.id },
      {
        token: organiser.token,
      },
    );
    await t.call(v.status, { activity_id: vote.id, id: c!.id, status: 'hidden' }, { token: organiser.token });
    const player = await enterAs(t, vote);
    const ids = async (filter: Record<string, unknown>) =>
      (await t.call(v.h5Candidates, { ticket: player.ticket, ...filter })).body.data.list.map((x) => x.id);
    expect(await ids({})).toEqual([a!.id, b!.id]);
    expect(await ids({ category_id: kids.id })).toEqual([a!.id]);
    expect(await ids({ keywords: '小明' })).toEqual([a!.id]);
    expect(await ids({ keywords: '2' })).toEqual([b!.id]);
    expect(await ids({ keywords: '3' })).toEqual([]);
    expect(await ids({ page: 2, limit: 1 })).toEqual([b!.id]);
  });

  it('shows one candidate with its rank and my votes today, and refuses a hidden one', async () => {
    const { vote, candidates, voter } = await scene();
    const res = await t.call(v.h5Candidate, { ticket: voter.ticket, id: candidates[2]!.id });
    expect(res.body.data).toMatchObject({ name: '选手 3', votes: 5, rank: 2, my_votes_today: 5 });
    expect(res.body.data).not.toHaveProperty('review');
    await t.call(
      v.status,
      { activity_id: vote.id, id: candidates[2]!.id, status: 'hidden' },
      { token: organiser.token },
    );
    const hidden = await t.call(v.h5Candidate, { ticket: voter.ticket, id: candidates[2]!.id });
    expect(hidden.body).toMatchObject({ code: 400, msg: '选手不存在' });
  });

  it('ranks by votes then number, ties sharing a rank', async () => {
    const { candidates, player } = await scene();
    const res = await t.call(v.h5Ranking, { ticket: player.ticket });
    expect(res.body.data.map((r) => [r.rank, r.id, r.votes])).toEqual([
      [1, candidates[1]!.id, 9],
      [2, candidates[0]!.id, 5],
      [2, candidates[2]!.id, 5],
    ]);
  });

  it('keeps the order but hides counts when the organiser hides them, and no ranking when it is off', async () => {
    const { vote, candidates, player } = await scene({ show_votes: false });
    const ranking = await t.call(v.h5Ranking, { ticket: player.ticket });
    expect(ranking.body.data.map((r) => [r.id, r.votes])).toEqual([
      [candidates[1]!.id, 0],
      [candidates[0]!.id, 0],
      [candidates[2]!.id, 0],
    ]);
    const list = await t.call(v.h5Candidates, { ticket: player.ticket });
    expect(list.body.data.list.map((c) => c.votes)).toEqual([0, 0, 0]);
    await t.call(v.page, { activity_id: vote.id, settings: { show_ranking: false } }, { token: organiser.token });
    expect((await t.call(v.h5Ranking, { ticket: player.ticket })).body.data).toEqual([]);
  });

  it('lets a voter past the gate only with the right answer, once', async () => {
    const vote = await makeLiveVote(t, organiser.customer, { gate });
    const player = await enterAs(t, vote);
    const wrong = await t.call(v.h5Gate, { ticket: player.ticket, answer: 1 });
    expect(wrong.body).toMatchObject({ code: 400, msg: '回答错误，请再想一想' });
    const right = await t.call(v.h5Gate, { ticket: player.ticket, answer: 0 });
    expect(right.body.data).toEqual({ today_left: 3, total_left: null, gate_passed: true });
    const again = await t.call(v.h5Gate, { ticket: player.ticket, answer: 0 });
    expect(again.body.data.gate_passed).toBe(true);
    expect((await t.call(v.h5Home, { ticket: player.ticket })).body.data.mine.gate_passed).toBe(true);
  });

  it('refuses a questionnaire’s ticket and an unknown ticket', async () => {
    const survey = await makeLiveActivity(t, organiser.customer, 4, { form: 'survey' });
    const player = await enterAs(t, survey, { device: newDevice() });
    const res = await t.call(v.h5Home, { ticket: player.ticket });
    expect(res.body).toMatchObject({ code: 400, msg: '该活动不是投票活动' });
    const unknown = await t.call(v.h5Ranking, { ticket: 'x'.repeat(32) });
    expect(unknown.body).toMatchObject({ code: 400, msg: '请重新进入活动' });
  });
});
