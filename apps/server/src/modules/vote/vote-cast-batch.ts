import type { VoteSettings } from '@app/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { ItemOutcome } from '../../platform/group-commit/group-commit-writer.js';
import { keptPer } from '../../platform/kept-per.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import type { ActivityGate } from '../activity/index.js';
import { takingPartRefusal } from '../activity/index.js';
import {
  type BatchCandidate,
  type BatchVoter,
  ballotFacts,
  type VoteInsert,
  voteBatchRepository,
} from './vote-cast.repository.js';
import { voteSettingsOf } from './vote-settings.js';
import { quotaSinceOf } from './vote-standing.js';

/** Whose the ticket is, in which activity; all else about them is read again with the batch. */
type TicketHolder = { participantId: number; activityId: number };

export type Ballot = {
  holder: TicketHolder;
  /** The activity as the request found it open (kept for a second at most: activity-gates.ts). */
  activity: ActivityGate;
  candidateId: number;
  /** The page's id for this cast, if it sent one; a cast already stored under it is answered, not counted again. */
  castId: string | null;
  ip: string;
  now: Date;
  /** Asia/Shanghai day of `now`. */
  day: string;
};
/** A ballot whose ticket, activity and voter passed; what the limits and the write need. */
type Entry = Ballot & { voter: BatchVoter };

export type Cast = {
  votes: number;
  rank: number;
  used: { today: number; total: number };
  totalVotes: number;
  settings: VoteSettings;
};

export const burstFlagReason = '同一IP一分钟内投票过多';

/**
 * A participant who came in through WeChat (h5Enter with wechat_code) carries a 'wechat:<openid>' identity, as
 * phone and device entries carry 'phone:' and 'device:'. Those who joined before the organiser asked for WeChat
 * still hold another one.
 */
const isWechatVoter = (voter: { identity: string }) => voter.identity.startsWith('wechat:');

const distinct = <T>(values: T[]) => [...new Set(values)];
const bump = <K>(m: Map<K, number>, key: K, by = 1) => m.set(key, (m.get(key) ?? 0) + by);

/** Counted votes per voter so far, updated as the batch accepts votes, so later ones see the earlier. */
const usedOf = (rows: { participantId: number; candidateId: number; day: string; n: number }[]) => {
  const total = new Map<number, number>();
  const byDay = new Map<string, number>();
  const byCandidateDay = new Map<string, number>();
  const add = (participantId: number, candidateId: number, day: string, n: number) => {
    bump(total, participantId, n);
    bump(byDay, `${participantId}|${day}`, n);
    bump(byCandidateDay, `${participantId}|${candidateId}|${day}`, n);
  };
  for (const r of rows) add(r.participantId, r.candidateId, r.day, r.n);
  const of = (b: Entry) => ({
    today: byDay.get(`${b.voter.id}|${b.day}`) ?? 0,
    candidateToday: byCandidateDay.get(`${b.voter.id}|${b.candidateId}|${b.day}`) ?? 0,
    total: total.get(b.voter.id) ?? 0,
  });
  return { of, add: (b: Entry) => add(b.voter.id, b.candidateId, b.day, 1) };
};

/**
 * The votes of one activity in one batch: every check a single vote has, in the same order, against the
 * committed votes plus those accepted earlier in the batch; then one insert, one counter update and one read of
 * the ranks. The voters (and addresses, when limited) are locked first, so limits stay exact across instances.
 */
const writeActivityBallots = async (
  tx: Db,
  settings: VoteSettings,
  candidates: Map<number, BatchCandidate>,
  ballots: Entry[],
): Promise<ItemOutcome<Cast>[]> => {
  const first = ballots[0]!;
  const repo = voteBatchRepository(tx, first.holder.activityId);
  const voterIds = distinct(ballots.map((b) => b.voter.id));
  const ips = distinct(ballots.map((b) => b.ip));
  const quotaSince = quotaSinceOf(settings);
  const limited = settings.votes_per_day > 0 || settings.votes_per_candidate_day > 0 || settings.votes_total > 0;
  const { ip_day_max: ipDayMax, ip_burst_flag: burstAt } = settings.anti_stuffing;

  const gate = settings.gate.enabled ? await repo.gatePassed(voterIds) : null;
  if (limited) await repo.lockVoters(voterIds);
  const used = usedOf(limited ? await repo.voterCounts(voterIds, quotaSince) : []);
  if (ipDayMax) await repo.lockIps(ips);
  const ipDay = new Map<string, number>();
  if (ipDayMax) {
    const rows = await repo.ipToday(ips, distinct(ballots.map((b) => b.day)), quotaSince);
    for (const r of rows) ipDay.set(`${r.ip}|${r.day}`, r.n);
  }
  const ipRecent = new Map<string, number>();
  if (burstAt) for (const r of await repo.ipSince(ips, new Date(first.now.getTime() - 60_000))) ipRecent.set(r.ip, r.n);

  const castKey = (b: Entry) => `${b.voter.id}|${b.castId}`;
  const withCastId = ballots.filter((b) => b.castId !== null);
  const stored = new Set(
    withCastId.length === 0
      ? []
      : (await repo.storedCasts(withCastId.map((b) => ({ participantId: b.voter.id, castId: b.castId! })))).map(
          (r) => `${r.participantId}|${r.castId}`,
        ),
  );

  const check = (b: Entry): AppError | VoteInsert => {
    const candidate = candidates.get(b.candidateId);
    if (candidate?.activityId !== b.holder.activityId) return new AppError('VOTE_CANDIDATE_NOT_FOUND');
    if (candidate.status !== 'shown' || candidate.review !== 'approved') return new AppError('VOTE_CANDIDATE_CLOSED');
    if (gate && !gate.has(b.voter.id)) return new AppError('VOTE_GATE_REQUIRED');
    const u = used.of(b);
    if (settings.votes_per_day && u.today >= settings.votes_per_day) return new AppError('VOTE_DAY_LIMIT');
    if (settings.votes_per_candidate_day && u.candidateToday >= settings.votes_per_candidate_day) {
      return new AppError('VOTE_CANDIDATE_DAY_LIMIT');
    }
    if (settings.votes_total && u.total >= settings.votes_total) return new AppError('VOTE_TOTAL_LIMIT');
    if (ipDayMax && (ipDay.get(`${b.ip}|${b.day}`) ?? 0) >= ipDayMax) return new AppError('VOTE_IP_LIMIT');
    // This vote makes the burst: the flag marks it for the organiser, it still counts until they remove it.
    const flagged = burstAt > 0 && (ipRecent.get(b.ip) ?? 0) + 1 >= burstAt;
    return {
      tenantId: b.voter.tenantId,
      customerId: b.voter.customerId,
      activityId: b.holder.activityId,
      candidateId: b.candidateId,
      participantId: b.voter.id,
      deviceId: b.voter.deviceId,
      ip: b.ip,
      day: b.day,
      flagged,
      flagReason: flagged ? burstFlagReason : '',
      castId: b.castId,
      createdAt: b.now,
    };
  };

  const checked = ballots.map((b) => {
    // A retry of a stored cast (or of one earlier in this batch) passed its checks then: it is answered, not counted.
    if (b.castId !== null && stored.has(castKey(b))) return { b, row: null, error: null, used: used.of(b) };
    const row = check(b);
    if (row instanceof AppError) return { b, row: null, error: row, used: used.of(b) };
    if (b.castId !== null) stored.add(castKey(b));
    used.add(b);
    bump(ipDay, `${b.ip}|${b.day}`);
    bump(ipRecent, b.ip);
    return { b, row, error: null, used: used.of(b) };
  });
  const rows = checked.flatMap((c) => (c.row ? [c.row] : []));
  const made = rows.length === 0 ? [] : await repo.cast(rows);
  const repeats = distinct(checked.flatMap((c) => (c.row || c.error ? [] : [c.b.candidateId])));
  // Read after this batch's insert, so a retry within the batch sees the cast it repeats.
  const standing = repeats.length === 0 ? new Map() : await repo.standing(repeats);
  let next = 0;
  return checked.map((c): ItemOutcome<Cast> => {
    if (c.error) return { ok: false, error: c.error };
    const m = c.row ? made[next++]! : standing.get(c.b.candidateId)!;
    return {
      ok: true,
      value: {
        votes: m.votes,
        rank: m.rank,
        used: { today: c.used.today, total: c.used.total },
        totalVotes: m.total,
        settings,
      },
    };
  });
};

/** A gate is shared by a second's votes on its activity: its vote settings are parsed once, not once a vote. */
const settingsByGate = keptPer<ActivityGate, VoteSettings>();
const settingsOf = (gate: ActivityGate) => settingsByGate(gate, () => voteSettingsOf(gate));

/**
 * The voter's checks, made with the batch on the voter as stored now (banned, or back on another device, or in
 * through WeChat meanwhile); the device's votes of the last minute are counted here, where its device is known.
 */
const entryOf = async (
  b: Ballot,
  voters: Map<number, BatchVoter>,
  limiter: RateLimiter,
): Promise<{ entry: Entry; settings: VoteSettings } | AppError> => {
  const voter = voters.get(b.holder.participantId);
  if (!voter || voter.activityId !== b.holder.activityId) return new AppError('H5_TICKET_INVALID');
  const refusal = takingPartRefusal(voter, b.activity, b.now);
  if (refusal) return refusal;
  const settings = settingsOf(b.activity);
  if (settings.require_wechat && !isWechatVoter(voter)) return new AppError('VOTE_WECHAT_REQUIRED');
  const deviceHits = await limiter.hit(`vote:${b.holder.activityId}:device:${voter.deviceId}`, 60);
  if (deviceHits.count > settings.anti_stuffing.device_minute_max) return new AppError('VOTE_TOO_FREQUENT');
  return { entry: { ...b, voter }, settings };
};

/** Writes batches of votes, possibly on several activities: each activity's part is written on its own. */
export const ballotWriter =
  (limiter: RateLimiter) =>
  async (tx: Db, ballots: Ballot[]): Promise<ItemOutcome<Cast>[]> => {
    const { voters, candidates } = await ballotFacts(
      tx,
      distinct(ballots.map((b) => b.holder.participantId)),
      distinct(ballots.map((b) => b.candidateId)),
    );
    const checked = await Promise.all(ballots.map((b) => entryOf(b, voters, limiter)));
    const outcomes: ItemOutcome<Cast>[] = new Array(ballots.length);
    const byActivity = new Map<number, { settings: VoteSettings; at: number[]; entries: Entry[] }>();
    for (const [i, b] of ballots.entries()) {
      const one = checked[i]!;
      if (one instanceof AppError) {
        outcomes[i] = { ok: false, error: one };
        continue;
      }
      const group = byActivity.get(b.holder.activityId) ?? { settings: one.settings, at: [], entries: [] };
      group.at.push(i);
      group.entries.push(one.entry);
      byActivity.set(b.holder.activityId, group);
    }
    for (const [, group] of [...byActivity].sort(([a], [b]) => a - b)) {
      const written = await writeActivityBallots(tx, group.settings, candidates, group.entries);
      for (const [k, i] of group.at.entries()) outcomes[i] = written[k]!;
    }
    return outcomes;
  };
