import { type Candidate, contract, liveChannels } from '@app/contract';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BusMessage } from '../../platform/bus/bus.js';
import type { Account } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { makeLiveActivity } from '../activity/live-activity.factory.js';
import { makeCandidates } from './vote.factory.js';
import { votes } from './vote.table.js';
import { cast, countMismatches, makeOpenVote, makeVoter, type Voter } from './vote-data.factory.js';
import { tallyEveryMs } from './vote-events.js';

const d = contract.voteData;

describe('vote records and their removal', () => {
  const { t, organiser, other } = organiserApp({ other: true });

  const as = (a: Account = organiser) => ({ token: a.token });
  /** A vote with 3 candidates; 李雷 votes A, B, A; 韩梅梅 votes B; a minute passes between votes. */
  const votedVote = async () => {
    const vote = await makeOpenVote(t, organiser.customer);
    const [a, b, c] = (await makeCandidates(t, organiser.token, vote.id, 3)) as [Candidate, Candidate, Candidate];
    const li = await makeVoter(t, vote, { name: '李雷', phone: '13900000001' });
    const han = await makeVoter(t, vote, { name: '韩梅梅', phone: '13900000002' });
    const ballots: [Voter, Candidate][] = [
      [li, a],
      [li, b],
      [li, a],
      [han, b],
    ];
    const start = t.clock.now().getTime();
    for (const [voter, candidate] of ballots) {
      await cast(t, voter, candidate.id);
      t.clock.advance(60_000);
    }
    const rows = await t.deps.db.select().from(votes).where(eq(votes.activityId, vote.id)).orderBy(votes.id);
    return { vote, a, b, c, li, han, ids: rows.map((r) => r.id), start };
  };
  const countsOf = async (activityId: number) =>
    (await t.call(contract.vote.list, { activity_id: activityId, limit: 100 }, as())).body.data.list.map(
      (c) => c.votes,
    );
  /** Listens once the counts of the votes cast so far went out: a removal is heard alone, not after them. */
  const heard = async (activityId: number) => {
    await new Promise((resolve) => setTimeout(resolve, tallyEveryMs * 2));
    const messages: BusMessage[] = [];
    const stop = t.deps.bus.subscribe(liveChannels.vote(activityId), (m) => messages.push(m));
    return { messages, stop };
  };

  it('lists the records newest first with candidate and voter, by candidate, flagged and removed', async () => {
    const { vote, a, li, ids } = await votedVote();
    await t.deps.db
      .update(votes)
      .set({ flagged: true, flagReason: '同一IP一分钟内投票过多' })
      .where(eq(votes.id, ids[2]!));
    const all = await t.call(d.vote, { activity_id: vote.id }, as());
    expect(all.body.data.total).toBe(4);
    expect(all.body.data.list.map((r) => r.id)).toEqual([...ids].reverse());
    expect(all.body.data.list[1]).toEqual({
      id: ids[2],
      candidate_id: a.id,
      candidate_number: 1,
      candidate_name: '选手 1',
      participant_id: li.id,
      voter_name: '李雷',
      voter_phone: '13900000001',
      ip: li.ip,
      flagged: true,
      flag_reason: '同一IP一分钟内投票过多',
      invalid: false,
      created_at: all.body.data.list[1]!.created_at,
    });

    const byA = await t.call(d.vote, { activity_id: vote.id, candidate_id: a.id }, as());
    expect(byA.body.data.list.map((r) => r.id)).toEqual([ids[2], ids[0]]);
    const flagged = await t.call(d.vote, { activity_id: vote.id, flagged: 1 }, as());
    expect(flagged.body.data.list.map((r) => r.id)).toEqual([ids[2]]);
    const unflagged = await t.call(d.vote, { activity_id: vote.id, flagged: 0, limit: 2, page: 2 }, as());
    expect(unflagged.body.data).toMatchObject({ total: 3, total_capped: false, page: 2, limit: 2 });
    expect(unflagged.body.data.list.map((r) => r.id)).toEqual([ids[0]]);

    await t.call(d.voteDel, { activity_id: vote.id, ids: [ids[1]!] }, as());
    const removed = await t.call(d.vote, { activity_id: vote.id, invalid: 1 }, as());
    expect(removed.body.data.list.map((r) => [r.id, r.invalid])).toEqual([[ids[1], true]]);
    expect((await t.call(d.vote, { activity_id: vote.id, invalid: 0 }, as())).body.data.total).toBe(3);
  });

  it('lists the voters with valid and flagged votes, most votes first, found by name or phone', async () => {
    const { vote, li, han, ids, start } = await votedVote();
    await t.deps.db
      .update(votes)
      .set({ flagged: true })
      .where(inArray(votes.id, [ids[0]!, ids[3]!]));
    await t.call(d.voteDel, { activity_id: vote.id, ids: [ids[1]!] }, as());
    const res = await t.call(d.user, { activity_id: vote.id }, as());
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.list).toEqual([
      {
        participant_id: li.id,
        name: '李雷',
        phone: '13900000001',
        ip: li.ip,
        votes: 2,
        flagged_votes: 1,
        last_vote_at: new Date(start + 2 * 60_000).toISOString(),
      },
      expect.objectContaining({ participant_id: han.id, votes: 1, flagged_votes: 1 }),
    ]);
    for (const keywords of ['韩', '0002']) {
      const found = await t.call(d.user, { activity_id: vote.id, keywords }, as());
      expect(found.body.data).toMatchObject({ total: 1, list: [{ participant_id: han.id }] });
    }
    expect((await t.call(d.user, { activity_id: vote.id, keywords: '%' }, as())).body.data.total).toBe(0);
  });

  it("lists one voter's votes, removed ones too", async () => {
    const { vote, li, ids } = await votedVote();
    await t.call(d.voteDel, { activity_id: vote.id, ids: [ids[0]!] }, as());
    const res = await t.call(d.userVote, { activity_id: vote.id, participant_id: li.id }, as());
    expect(res.body.data.list.map((r) => [r.id, r.invalid])).toEqual([
      [ids[2], false],
      [ids[1], false],
      [ids[0], true],
    ]);
  });

  it("removes votes off their candidates' counts, once, ignoring other votes' records", async () => {
    const { vote, ids } = await votedVote();
    const elsewhere = await votedVote();
    const events = await heard(vote.id);
    const first = await t.call(d.voteDel, { activity_id: vote.id, ids: [ids[0]!, ids[3]!, elsewhere.ids[0]!] }, as());
    expect(first.body.data).toEqual({ removed: 2 });
    expect(await countsOf(vote.id)).toEqual([1, 1, 0]);
    const again = await t.call(d.voteDel, { activity_id: vote.id, ids: [ids[0]!, ids[1]!] }, as());
    expect(again.body.data).toEqual({ removed: 1 });
    expect(await countsOf(vote.id)).toEqual([1, 0, 0]);
    events.stop();

    const [row] = await t.deps.db.select().from(votes).where(eq(votes.id, ids[0]!));
    expect(row).toMatchObject({ invalidReason: '主办方删除', invalidAt: t.clock.now() });
    expect(await countsOf(elsewhere.vote.id)).toEqual([2, 2, 0]);
    expect(await countMismatches(t.deps.db, vote.id)).toEqual([]);
    expect(events.messages.map((m) => m.payload)).toEqual([
      { activity_id: vote.id, total_votes: 2, candidates: [], refresh: true },
      { activity_id: vote.id, total_votes: 1, candidates: [], refresh: true },
    ]);
  });

  it('removes every valid vote of the chosen voters', async () => {
    const { vote, li, han } = await votedVote();
    const res = await t.call(d.delete, { activity_id: vote.id, participant_ids: [li.id] }, as());
    expect(res.body.data).toEqual({ removed: 3 });
    expect(await countsOf(vote.id)).toEqual([0, 1, 0]);
    const voters = await t.call(d.user, { activity_id: vote.id }, as());
    expect(voters.body.data.list.map((v) => [v.participant_id, v.votes])).toEqual([
      [han.id, 1],
      [li.id, 0],
    ]);
    expect(await countMismatches(t.deps.db, vote.id)).toEqual([]);
  });

  it('resets the counts: every vote becomes invalid and every candidate starts again from 0', async () => {
    const { vote, a, li } = await votedVote();
    const events = await heard(vote.id);
    const res = await t.call(d.voteInit, { activity_id: vote.id }, as());
    events.stop();
    expect(res.body.data).toEqual({ removed: 4 });
    expect(await countsOf(vote.id)).toEqual([0, 0, 0]);
    const rows = await t.deps.db.select().from(votes).where(eq(votes.activityId, vote.id));
    expect(rows.every((r) => r.invalidAt !== null && r.invalidReason === '票数重置')).toBe(true);
    expect(events.messages).toHaveLength(1);
    expect((await t.call(d.voteInit, { activity_id: vote.id }, as())).body.data).toEqual({ removed: 0 });

    await cast(t, li, a.id);
    expect(await countsOf(vote.id)).toEqual([1, 0, 0]);
    expect(await countMismatches(t.deps.db, vote.id)).toEqual([]);
  });

  it("resets the voters' limits: a voter out of votes today may vote again, and earlier votes still count", async () => {
    const vote = await makeOpenVote(t, organiser.customer, { votes_per_day: 1 });
    const [a] = (await makeCandidates(t, organiser.token, vote.id, 1)) as [Candidate];
    const li = await makeVoter(t, vote);
    await cast(t, li, a.id);
    await expect(cast(t, li, a.id)).rejects.toThrow('今日投票次数已用完');

    t.clock.advance(1000);
    const res = await t.call(d.userInit, { activity_id: vote.id }, as());
    expect(res.body.data).toEqual({ quota_since: t.clock.now().toISOString() });
    const site = await t.call(contract.vote.site, { activity_id: vote.id }, as());
    expect(site.body.data.settings).toMatchObject({ quota_since: t.clock.now().toISOString(), votes_per_day: 1 });
    expect((await cast(t, li, a.id)).votes).toBe(2);
    expect(await countsOf(vote.id)).toEqual([2]);
  });

  it('keeps every count equal to its valid votes while votes are cast and removed at once', async () => {
    const vote = await makeOpenVote(t, organiser.customer);
    const [a, b] = (await makeCandidates(t, organiser.token, vote.id, 2)) as [Candidate, Candidate];
    const voters = await Promise.all(Array.from({ length: 8 }, () => makeVoter(t, vote)));
    for (const voter of voters) await cast(t, voter, a.id);
    const early = await t.deps.db.select({ id: votes.id }).from(votes).where(eq(votes.activityId, vote.id));
    const removals = [
      t.call(d.voteDel, { activity_id: vote.id, ids: early.slice(0, 5).map((r) => r.id) }, as()),
      t.call(d.voteDel, { activity_id: vote.id, ids: early.slice(3, 8).map((r) => r.id) }, as()),
    ];
    const casts = voters.flatMap((voter) => [cast(t, voter, a.id), cast(t, voter, b.id)]);
    const removed = (await Promise.all(removals)).map((r) => r.body.data.removed);
    await Promise.all(casts);
    expect(removed[0]! + removed[1]!).toBe(8);
    expect(await countsOf(vote.id)).toEqual([8, 8]);
    expect(await countMismatches(t.deps.db, vote.id)).toEqual([]);
  });

  it("refuses another organiser's vote and a questionnaire", async () => {
    const { vote, ids, li } = await votedVote();
    const calls = [
      [d.vote, { activity_id: vote.id }],
      [d.user, { activity_id: vote.id }],
      [d.userVote, { activity_id: vote.id, participant_id: li.id }],
      [d.voteDel, { activity_id: vote.id, ids }],
      [d.delete, { activity_id: vote.id, participant_ids: [li.id] }],
      [d.voteInit, { activity_id: vote.id }],
      [d.userInit, { activity_id: vote.id }],
    ] as const;
    for (const [endpoint, input] of calls) {
      expect((await t.call(endpoint, input, as(other))).body).toMatchObject({ code: 600, msg: '活动不存在' });
    }
    expect(await countsOf(vote.id)).toEqual([2, 2, 0]);
    const survey = await makeLiveActivity(t, organiser.customer, 4, { form: 'survey' });
    expect((await t.call(d.voteInit, { activity_id: survey.id }, as())).body).toMatchObject({
      code: 400,
      msg: '该活动不是投票活动',
    });
  });

  it('asks for something to remove', async () => {
    const { vote } = await votedVote();
    expect((await t.call(d.voteDel, { activity_id: vote.id, ids: [] }, as())).body).toMatchObject({
      code: 400,
      msg: '请选择要删除的投票记录',
    });
    expect((await t.call(d.delete, { activity_id: vote.id, participant_ids: [] }, as())).body).toMatchObject({
      code: 400,
      msg: '请选择投票用户',
    });
  });
});
