import type { contract, ParsedInputOf, VoteSettings } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { ParticipantRecord } from '../activity/participant-ticket.js';
import { shanghaiDayOf } from '../activity/shanghai-day.js';
import { ballotRepository } from './vote-ballot.repository.js';
import { candidateRepository } from './vote-candidate.repository.js';
import { publishTally } from './vote-events.js';
import { quotaSinceOf, toStanding, voteOfTicket } from './vote-standing.js';

type CastInput = ParsedInputOf<typeof contract.vote.h5Cast>;
type Ballot = { activityId: number; candidateId: number; voter: ParticipantRecord; ip: string; now: Date };

export const burstFlagReason = '同一IP一分钟内投票过多';

/**
 * A participant who came in through WeChat (h5Enter with wechat_code) carries a 'wechat:<openid>' identity, as
 * phone and device entries carry 'phone:' and 'device:'. Those who joined before the organiser asked for WeChat
 * still hold another one.
 */
const isWechatVoter = (voter: ParticipantRecord) => voter.identity.startsWith('wechat:');

/** The limits, checked against committed votes while the voter is locked, then the vote and its count. */
const castLocked = async (tx: Db, settings: VoteSettings, b: Ballot) => {
  const ballots = ballotRepository(tx);
  const day = shanghaiDayOf(b.now);
  const since = quotaSinceOf(settings);
  await ballots.lockVoter(b.voter.id);
  const used = await ballots.voterCounts(b.activityId, b.voter.id, day, since, b.candidateId);
  if (settings.votes_per_day && used.today >= settings.votes_per_day) throw new AppError('VOTE_DAY_LIMIT');
  if (settings.votes_per_candidate_day && used.candidateToday >= settings.votes_per_candidate_day) {
    throw new AppError('VOTE_CANDIDATE_DAY_LIMIT');
  }
  if (settings.votes_total && used.total >= settings.votes_total) throw new AppError('VOTE_TOTAL_LIMIT');
  const { ip_day_max: ipDayMax, ip_burst_flag: burstAt } = settings.anti_stuffing;
  if (ipDayMax) {
    await ballots.lockIp(b.activityId, b.ip);
    if ((await ballots.ipToday(b.activityId, b.ip, day, since)) >= ipDayMax) throw new AppError('VOTE_IP_LIMIT');
  }
  const recent = burstAt ? await ballots.ipSince(b.activityId, b.ip, new Date(b.now.getTime() - 60_000)) : 0;
  // This vote makes the burst: the flag marks it for the organiser, it still counts until they remove it.
  const flagged = burstAt > 0 && recent + 1 >= burstAt;
  await ballots.insert({
    tenantId: b.voter.tenantId,
    customerId: b.voter.customerId,
    activityId: b.activityId,
    candidateId: b.candidateId,
    participantId: b.voter.id,
    deviceId: b.voter.deviceId,
    ip: b.ip,
    day,
    flagged,
    flagReason: flagged ? burstFlagReason : '',
    createdAt: b.now,
  });
  const votes = await ballots.countOn(b.candidateId);
  return { votes, used: { today: used.today + 1, total: used.total + 1 } };
};

/** One vote from a participant: the hot path. */
export const voteCastService = (deps: Pick<Deps, 'db' | 'clock' | 'bus' | 'limiter'>) => {
  const { db } = deps;

  return {
    cast: async (input: CastInput, ip: string) => {
      const now = deps.clock();
      const { participant: voter, activity, settings } = await voteOfTicket(db, input.ticket, now);
      const candidates = candidateRepository(db);
      const candidate = await candidates.byId(activity.id, input.candidate_id);
      if (!candidate) throw new AppError('VOTE_CANDIDATE_NOT_FOUND');
      if (candidate.status !== 'shown' || candidate.review !== 'approved') throw new AppError('VOTE_CANDIDATE_CLOSED');
      if (settings.require_wechat && !isWechatVoter(voter)) throw new AppError('VOTE_WECHAT_REQUIRED');
      const ballots = ballotRepository(db);
      if (settings.gate.enabled && !(await ballots.gatePassed(activity.id, voter.id))) {
        throw new AppError('VOTE_GATE_REQUIRED');
      }
      const hits = await deps.limiter.hit(`vote:${activity.id}:device:${voter.deviceId}`, 60);
      if (hits.count > settings.anti_stuffing.device_minute_max) throw new AppError('VOTE_TOO_FREQUENT');

      const ballot = { activityId: activity.id, candidateId: candidate.id, voter, ip, now };
      const { votes, used } = await db.transaction((tx: Db) => castLocked(tx, settings, ballot));
      await publishTally(deps, activity.id, [{ id: candidate.id, votes }]);
      const rank = await candidates.rankOf(activity.id, votes);
      return { ...toStanding(settings, used, true), candidate_id: candidate.id, votes, rank };
    },
  };
};
