import { contract, type LivePayload, liveChannels } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { BusMessage } from '../../platform/bus/bus.js';
import { organiserApp } from '../../test/organiser-app.js';
import { activities, activityGateMs, participants } from '../activity/index.js';
import { enterAs, newDevice } from '../activity/participant.factory.js';
import { makeCandidates, makeLiveVote, type VoteSettingsPatch } from './vote.factory.js';
import { votes } from './vote.table.js';
import { tallyEveryMs } from './vote-events.js';
import { mergeVoteSettings } from './vote-settings.js';

const v = contract.vote;

describe('casting a vote', () => {
  const { t, organiser } = organiserApp();

  /** A vote with `n` candidates and a voter (with their own device and address) who can cast. */
  const scene = async (settings: VoteSettingsPatch = {}, n = 2) => {
    const vote = await makeLiveVote(t, organiser.customer, settings);
    const candidates = await makeCandidates(t, organiser.token, vote.id, n);
    const join = async (ip?: string) => {
      const device = ip ? { ...newDevice(), ip } : newDevice();
      const p = await enterAs(t, vote, { device });
      return {
        ...p,
        cast: async (candidateId: number, castId?: string) =>
          (await t.call(v.h5Cast, { ticket: p.ticket, candidate_id: candidateId, cast_id: castId }, { ip: device.ip }))
            .body,
      };
    };
    return { vote, candidates, join, voter: await join() };
  };
  const msgs = (bodies: { msg: string }[]) => bodies.map((b) => b.msg);

  it('counts a vote and answers what is left, the new count and the rank', async () => {
    const { vote, candidates, voter } = await scene();
    const res = await voter.cast(candidates[1]!.id);
    expect(res.data).toEqual({
      today_left: 2,
      total_left: null,
      gate_passed: true,
      candidate_id: candidates[1]!.id,
      votes: 1,
      rank: 1,
    });
    const [row] = await t.deps.db.select().from(votes).where(eq(votes.activityId, vote.id));
    expect(row).toMatchObject({ participantId: voter.id, day: '2026-06-01', flagged: false, invalidAt: null });
    const detail = await t.call(v.detail, { activity_id: vote.id, id: candidates[1]!.id }, { token: organiser.token });
    expect(detail.body.data.votes).toBe(1);
  });

  it('stops at the votes per day and starts again the next China day', async () => {
    const { candidates, voter } = await scene({ votes_per_day: 2, votes_per_candidate_day: 0 });
    const first = [
      await voter.cast(candidates[0]!.id),
      await voter.cast(candidates[0]!.id),
      await voter.cast(candidates[1]!.id),
    ];
    expect(first.map((b) => b.code)).toEqual([200, 200, 400]);
    expect(first[2]!.msg).toBe('今日投票次数已用完，请明天再来');
    t.clock.advance(13 * 3_600_000); // 23:00 in Shanghai: still the same day
    expect((await voter.cast(candidates[1]!.id)).msg).toBe('今日投票次数已用完，请明天再来');
    t.clock.advance(3_600_000); // midnight in Shanghai
    expect((await voter.cast(candidates[1]!.id)).data).toMatchObject({ today_left: 1, votes: 1 });
  });

  it('counts a retried cast once, answering it with its candidate standing, in a later batch or the same', async () => {
    const { vote, candidates, voter } = await scene();
    const first = await voter.cast(candidates[0]!.id, 'cast-0001');
    // Without its id the retry would meet the limit of one vote per candidate a day.
    const retry = await voter.cast(candidates[0]!.id, 'cast-0001');
    expect([first.data, retry.data]).toEqual([first.data, first.data]);
    const together = await Promise.all([
      voter.cast(candidates[1]!.id, 'cast-0002'),
      voter.cast(candidates[1]!.id, 'cast-0002'),
    ]);
    expect(together.map((b) => [b.code, b.data.votes, b.data.today_left])).toEqual([
      [200, 1, 1],
      [200, 1, 1],
    ]);
    const rows = await t.deps.db.select().from(votes).where(eq(votes.activityId, vote.id)).orderBy(votes.id);
    expect(rows.map((r) => [r.candidateId, r.castId])).toEqual([
      [candidates[0]!.id, 'cast-0001'],
      [candidates[1]!.id, 'cast-0002'],
    ]);
    const detail = await t.call(v.detail, { activity_id: vote.id, id: candidates[0]!.id }, { token: organiser.token });
    expect(detail.body.data.votes).toBe(1);
    expect((await voter.cast(candidates[0]!.id, 'x')).msg).toBe('投票标识无效');
  });

  it('stops at the votes per candidate per day but lets the voter choose another', async () => {
    const { candidates, voter } = await scene();
    expect((await voter.cast(candidates[0]!.id)).code).toBe(200);
    expect((await voter.cast(candidates[0]!.id)).msg).toBe('今日对该选手的投票次数已用完');
    expect((await voter.cast(candidates[1]!.id)).code).toBe(200);
  });

  it('stops at the votes in all, whatever the day', async () => {
    const { candidates, voter } = await scene({ votes_per_day: 0, votes_per_candidate_day: 0, votes_total: 2 });
    expect((await voter.cast(candidates[0]!.id)).data).toMatchObject({ today_left: null, total_left: 1 });
    expect((await voter.cast(candidates[0]!.id)).data).toMatchObject({ total_left: 0 });
    t.clock.advance(86_400_000);
    expect((await voter.cast(candidates[0]!.id)).msg).toBe('您的投票次数已用完');
  });

  it('counts only votes since quota_since against the limits', async () => {
    const { vote, candidates, voter } = await scene({ votes_per_day: 1 });
    expect((await voter.cast(candidates[0]!.id)).code).toBe(200);
    expect((await voter.cast(candidates[1]!.id)).msg).toBe('今日投票次数已用完，请明天再来');
    t.clock.advance(1000);
    await mergeVoteSettings(t.deps.db, vote.id, { quota_since: t.clock.now().toISOString() });
    const again = await voter.cast(candidates[0]!.id);
    expect(again.data).toMatchObject({ today_left: 0, votes: 2 });
  });

  it('asks for the gate question first', async () => {
    const gate = { enabled: true, question: '1+1=?', options: ['1', '2'], answer: 1 };
    const { candidates, voter } = await scene({ gate });
    expect((await voter.cast(candidates[0]!.id)).msg).toBe('请先回答关卡题');
    await t.call(v.h5Gate, { ticket: voter.ticket, answer: 1 });
    expect((await voter.cast(candidates[0]!.id)).data).toMatchObject({ gate_passed: true, votes: 1 });
  });

  it('lets only WeChat voters vote when the organiser asks for WeChat', async () => {
    // Joining then takes a WeChat sign-in; this voter came in by device before the organiser turned it on.
    const { vote, candidates, voter } = await scene();
    await mergeVoteSettings(t.deps.db, vote.id, { require_wechat: true });
    expect((await voter.cast(candidates[0]!.id)).msg).toBe('请在微信中打开参与投票');
    await t.deps.db
      .update(participants)
      .set({ identity: 'wechat:openid-1' })
      .where(and(eq(participants.activityId, vote.id), eq(participants.id, voter.id)));
    expect((await voter.cast(candidates[0]!.id)).code).toBe(200);
  });

  it('refuses hidden, pending, deleted and unknown candidates', async () => {
    const { vote, candidates, voter } = await scene({ candidate_signup: true }, 3);
    const token = { token: organiser.token };
    await t.call(v.status, { activity_id: vote.id, id: candidates[0]!.id, status: 'hidden' }, token);
    await t.call(v.delete, { activity_id: vote.id, id: candidates[1]!.id }, token);
    const signup = await t.call(v.h5Signup, { ticket: voter.ticket, name: '待审核' });
    const elsewhere = await scene();
    const bodies = [
      await voter.cast(candidates[0]!.id),
      await voter.cast(signup.body.data.id),
      await voter.cast(candidates[1]!.id),
      await voter.cast(elsewhere.candidates[0]!.id),
    ];
    expect(msgs(bodies)).toEqual(['该选手暂不能投票', '该选手暂不能投票', '选手不存在', '选手不存在']);
    expect((await voter.cast(candidates[2]!.id)).code).toBe(200);
  });

  it('stops an address at its votes per day', async () => {
    const { candidates, join } = await scene({
      anti_stuffing: { ip_day_max: 2, device_minute_max: 10, ip_burst_flag: 0 },
    });
    const ip = '10.200.0.1';
    const voters = [await join(ip), await join(ip), await join(ip), await join()];
    const bodies = [];
    for (const p of voters) bodies.push(await p.cast(candidates[0]!.id));
    expect(bodies.map((b) => b.code)).toEqual([200, 200, 400, 200]);
    expect(bodies[2]!.msg).toBe('当前网络今日投票次数已达上限');
  });

  it('refuses a device voting too often within a minute', async () => {
    const anti = { ip_day_max: 0, device_minute_max: 2, ip_burst_flag: 0 };
    const { candidates, voter } = await scene({ votes_per_day: 0, votes_per_candidate_day: 0, anti_stuffing: anti });
    const bodies = [
      await voter.cast(candidates[0]!.id),
      await voter.cast(candidates[0]!.id),
      await voter.cast(candidates[0]!.id),
    ];
    expect(bodies.map((b) => b.code)).toEqual([200, 200, 400]);
    expect(bodies[2]!.msg).toBe('投票太频繁，请稍后再试');
    t.clock.advance(60_000);
    expect((await voter.cast(candidates[0]!.id)).data).toMatchObject({ votes: 3 });
  });

  it('flags the votes of a burst from one address, and still counts them', async () => {
    const anti = { ip_day_max: 0, device_minute_max: 10, ip_burst_flag: 3 };
    const { vote, candidates, join } = await scene({ anti_stuffing: anti });
    const ip = '10.201.0.1';
    const voters = [await join(ip), await join(ip), await join(ip), await join(ip)];
    for (const p of voters.slice(0, 3)) await p.cast(candidates[0]!.id);
    t.clock.advance(61_000);
    const last = await voters[3]!.cast(candidates[0]!.id);
    expect(last.data.votes).toBe(4);
    const rows = await t.deps.db.select().from(votes).where(eq(votes.activityId, vote.id)).orderBy(votes.id);
    expect(rows.map((r) => [r.ip, r.flagged, r.flagReason])).toEqual([
      [ip, false, ''],
      [ip, false, ''],
      [ip, true, '同一IP一分钟内投票过多'],
      [ip, false, ''],
    ]);
  });

  it('tells the vote channel the new count after the vote', async () => {
    const { vote, candidates, voter } = await scene();
    const heard: BusMessage[] = [];
    const stop = t.deps.bus.subscribe(liveChannels.vote(vote.id), (m) => heard.push(m));
    await voter.cast(candidates[1]!.id);
    await voter.cast(candidates[1]!.id); // refused: no event
    stop();
    expect(heard).toEqual([
      {
        channel: `vote:${vote.id}`,
        event: 'vote.tally',
        payload: {
          activity_id: vote.id,
          total_votes: 1,
          candidates: [{ id: candidates[1]!.id, votes: 1 }],
          refresh: false,
        },
      },
    ]);
  });

  it('sends the counts that follow within a moment together, and not after a refresh that supersedes them', async () => {
    const { vote, candidates, voter, join } = await scene();
    const [second, third] = [await join(), await join()];
    const heard: BusMessage[] = [];
    const stop = t.deps.bus.subscribe(liveChannels.vote(vote.id), (m) => heard.push(m));
    const last = () => heard.at(-1)?.payload as LivePayload<'vote.tally'>;
    await voter.cast(candidates[0]!.id);
    await second.cast(candidates[1]!.id);
    await vi.waitFor(() => expect(last().total_votes).toBe(2));
    expect(last().candidates).toContainEqual({ id: candidates[1]!.id, votes: 1 });

    await third.cast(candidates[1]!.id);
    await t.call(
      v.status,
      { activity_id: vote.id, id: candidates[0]!.id, status: 'hidden' },
      { token: organiser.token },
    );
    await new Promise((resolve) => setTimeout(resolve, tallyEveryMs * 2));
    stop();
    // The refresh makes every screen read the ranking; a count sent after it would be older than that read.
    expect(last()).toEqual({ activity_id: vote.id, total_votes: 2, candidates: [], refresh: true });
  });

  it('refuses the next vote of a voter banned at once, and of a vote ended within a second', async () => {
    const { vote, candidates, voter, join } = await scene();
    const other = await join();
    expect((await voter.cast(candidates[0]!.id)).code).toBe(200);
    expect((await other.cast(candidates[0]!.id)).code).toBe(200);
    await t.deps.db.update(participants).set({ bannedAt: t.clock.now() }).where(eq(participants.id, voter.id));
    expect(await voter.cast(candidates[0]!.id)).toMatchObject({ code: 400, msg: '你已被主办方禁止参与本活动' });
    await t.deps.db.update(activities).set({ endTime: t.clock.now() }).where(eq(activities.id, vote.id));
    // An instance takes an activity's gate as read for up to a second.
    t.clock.advance(activityGateMs);
    expect(await other.cast(candidates[0]!.id)).toMatchObject({ code: 400, msg: '活动已结束' });
  });

  it('asks for a ticket', async () => {
    const res = await t.call(v.h5Cast, { candidate_id: 1 });
    expect(res.body).toMatchObject({ code: 400, msg: '请先进入活动' });
  });
});
