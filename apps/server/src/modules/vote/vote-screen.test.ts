import { type Candidate, contract } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { Account } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { makeCandidates } from './vote.factory.js';
import { cast, makeOpenVote, makeVoter } from './vote-data.factory.js';
import { rankRows } from './vote-screen.service.js';

const v = contract.vote;

describe('the vote big screen', () => {
  const { t, organiser, other } = organiserApp({ other: true });

  const as = (a: Account = organiser) => ({ token: a.token });

  it('shows the title, link code, totals and the ranking, counts even when voters do not see them', async () => {
    const vote = await makeOpenVote(t, organiser.customer, { show_votes: false });
    const [a, b, c, hidden] = (await makeCandidates(t, organiser.token, vote.id, 4)) as Candidate[];
    const [li, han] = [await makeVoter(t, vote), await makeVoter(t, vote)];
    for (const [voter, candidate] of [
      [li, b],
      [han, b],
      [li, c],
      [han, hidden],
    ] as const) {
      await cast(t, voter, candidate!.id);
    }
    await t.call(v.status, { activity_id: vote.id, id: hidden!.id, status: 'hidden' }, as());

    const res = await t.call(v.screen, { activity_id: vote.id }, as());
    expect(res.body.data).toEqual({
      title: vote.title,
      code: vote.code,
      totals: { candidates: 3, votes: 3, voters: 2 },
      ranking: [
        { rank: 1, id: b!.id, number: 2, name: '选手 2', cover: '', category_id: null, votes: 2 },
        { rank: 2, id: c!.id, number: 3, name: '选手 3', cover: '', category_id: null, votes: 1 },
        { rank: 3, id: a!.id, number: 1, name: '选手 1', cover: '', category_id: null, votes: 0 },
      ],
    });
    const top = await t.call(v.screen, { activity_id: vote.id, top: 1 }, as());
    expect(top.body.data.ranking.map((r) => r.id)).toEqual([b!.id]);
  });

  it("ranks one category's candidates on their own", async () => {
    const vote = await makeOpenVote(t, organiser.customer);
    const category = await t.call(v.categoryAdd, { activity_id: vote.id, name: '少儿组' }, as());
    const categoryId = category.body.data.id;
    const [a, b] = (await makeCandidates(t, organiser.token, vote.id, 2)) as Candidate[];
    await t.call(v.edit, { activity_id: vote.id, id: b!.id, name: '小明', number: 2, category_id: categoryId }, as());
    await cast(t, await makeVoter(t, vote), a!.id);
    const res = await t.call(v.screen, { activity_id: vote.id, category_id: categoryId }, as());
    expect(res.body.data.ranking).toEqual([
      { rank: 1, id: b!.id, number: 2, name: '小明', cover: '', category_id: categoryId, votes: 0 },
    ]);
    expect(res.body.data.totals.candidates).toBe(2);
  });

  it('gives tied candidates the same rank and skips the ranks they share', () => {
    const row = (id: number, votes: number) => ({ id, number: id, name: '', cover: '', categoryId: null, votes });
    expect(rankRows([row(1, 5), row(2, 3), row(3, 3), row(4, 1)]).map((r) => r.rank)).toEqual([1, 2, 2, 4]);
  });

  it("refuses another organiser's vote", async () => {
    const vote = await makeOpenVote(t, organiser.customer);
    expect((await t.call(v.screen, { activity_id: vote.id }, as(other))).body).toMatchObject({
      code: 600,
      msg: '活动不存在',
    });
  });
});
