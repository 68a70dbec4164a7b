import { contract, type LivePayload, liveChannels } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { BusMessage } from '../../platform/bus/bus.js';
import { organiserApp } from '../../test/organiser-app.js';
import { enterAs, newDevice } from '../activity/participant.factory.js';
import { makeCandidates, makeLiveVote } from './vote.factory.js';
import { votes } from './vote.table.js';

const v = contract.vote;

describe('simultaneous votes', () => {
  const { t, organiser } = organiserApp();

  const countOf = async (activityId: number, candidateId: number) =>
    (await t.call(v.detail, { activity_id: activityId, id: candidateId }, { token: organiser.token })).body.data.votes;
  const rowsOf = async (activityId: number) =>
    (await t.deps.db.select().from(votes).where(eq(votes.activityId, activityId))).length;

  it('counts 30 voters voting for one candidate at once exactly once each', async () => {
    const vote = await makeLiveVote(t, organiser.customer);
    const [candidate] = await makeCandidates(t, organiser.token, vote.id, 1);
    const voters = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const device = newDevice();
        return { device, player: await enterAs(t, vote, { device }) };
      }),
    );
    const results = await Promise.all(
      voters.map(({ device, player }) =>
        t.call(v.h5Cast, { ticket: player.ticket, candidate_id: candidate!.id }, { ip: device.ip }),
      ),
    );
    expect(results.map((r) => r.body.code)).toEqual(Array(30).fill(200));
    expect(await countOf(vote.id, candidate!.id)).toBe(30);
    expect(await rowsOf(vote.id)).toBe(30);
    expect(new Set(results.map((r) => r.body.data.votes)).size).toBe(30);
  });

  it('lets one voter firing 20 votes at once through only up to the day’s limit', async () => {
    const vote = await makeLiveVote(t, organiser.customer, {
      votes_per_day: 3,
      votes_per_candidate_day: 0,
      anti_stuffing: { ip_day_max: 0, device_minute_max: 100, ip_burst_flag: 0 },
    });
    const [candidate] = await makeCandidates(t, organiser.token, vote.id, 1);
    const device = newDevice();
    const player = await enterAs(t, vote, { device });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call(v.h5Cast, { ticket: player.ticket, candidate_id: candidate!.id }, { ip: device.ip }),
      ),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(new Set(results.filter((r) => r.body.code !== 200).map((r) => r.body.msg))).toEqual(
      new Set(['今日投票次数已用完，请明天再来']),
    );
    expect(await countOf(vote.id, candidate!.id)).toBe(3);
    expect(await rowsOf(vote.id)).toBe(3);
  });

  it('writes simultaneous votes in batches: the screens hear each candidate’s final count in a few events', async () => {
    const vote = await makeLiveVote(t, organiser.customer);
    const [a, b] = await makeCandidates(t, organiser.token, vote.id, 2);
    const players = await Promise.all(Array.from({ length: 20 }, () => enterAs(t, vote, { device: newDevice() })));
    const heard: BusMessage[] = [];
    const stop = t.deps.bus.subscribe(liveChannels.vote(vote.id), (m) => heard.push(m));
    const results = await Promise.all(
      players.map((p, i) => t.call(v.h5Cast, { ticket: p.ticket, candidate_id: (i % 2 ? b : a)!.id })),
    );
    expect(results.map((r) => r.body.code)).toEqual(Array(20).fill(200));
    // The first batch's counts go out at once, the later ones merged at most every `tallyEveryMs`.
    await vi.waitFor(() =>
      expect((heard.at(-1)?.payload as LivePayload<'vote.tally'> | undefined)?.total_votes).toBe(20),
    );
    stop();
    expect(heard.length).toBeLessThan(5);
    const final = new Map(
      heard.flatMap((m) => (m.payload as LivePayload<'vote.tally'>).candidates.map((c) => [c.id, c.votes])),
    );
    expect(final).toEqual(
      new Map([
        [a!.id, 10],
        [b!.id, 10],
      ]),
    );
    // Each vote still learns the count it made.
    expect(
      results
        .filter((r) => r.body.data.candidate_id === a!.id)
        .map((r) => r.body.data.votes)
        .sort((x, y) => x - y),
    ).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
  });

  it('keeps per-candidate and per-address limits exact when one batch holds several votes of one voter and address', async () => {
    const vote = await makeLiveVote(t, organiser.customer, {
      votes_per_day: 0,
      votes_per_candidate_day: 1,
      anti_stuffing: { ip_day_max: 3, device_minute_max: 100, ip_burst_flag: 0 },
    });
    const [a, b] = await makeCandidates(t, organiser.token, vote.id, 2);
    const one = await enterAs(t, vote, { device: newDevice() });
    const others = await Promise.all(Array.from({ length: 3 }, () => enterAs(t, vote, { device: newDevice() })));
    const ip = '10.9.8.7';
    const results = await Promise.all([
      ...[a, a, b, b].map((c) => t.call(v.h5Cast, { ticket: one.ticket, candidate_id: c!.id }, { ip })),
      ...others.map((p) => t.call(v.h5Cast, { ticket: p.ticket, candidate_id: a!.id }, { ip })),
    ]);
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(3);
    const mine = results.slice(0, 4).filter((r) => r.body.code === 200);
    expect(new Set(mine.map((r) => r.body.data.candidate_id)).size).toBe(mine.length);
    expect(new Set(results.filter((r) => r.body.code !== 200).map((r) => r.body.msg))).toEqual(
      new Set(['今日对该选手的投票次数已用完', '当前网络今日投票次数已达上限']),
    );
    expect(await rowsOf(vote.id)).toBe(3);
  });
});
