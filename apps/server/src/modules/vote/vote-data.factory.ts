import { contract, type VoteSettings } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { TestApp } from '../../test/test-app.js';
import { participants } from '../activity/index.js';
import { enterAs, newDevice } from '../activity/participant.factory.js';
import { makeLiveVote } from './vote.factory.js';

/** Limits out of the way, so a test casts as many votes as it needs. */
export const openVoteSettings: Partial<VoteSettings> = {
  votes_per_day: 0,
  votes_per_candidate_day: 0,
  votes_total: 0,
  anti_stuffing: { ip_day_max: 0, device_minute_max: 1000, ip_burst_flag: 0 },
};

export const makeOpenVote = (t: TestApp, owner: { tenantId: number; id: number }, vote: Partial<VoteSettings> = {}) =>
  makeLiveVote(t, owner, { ...openVoteSettings, ...vote });

export type Voter = { ticket: string; id: number; ip: string };

/** A participant of the vote with a name and phone as a sign-up would have given them. */
export const makeVoter = async (
  t: TestApp,
  vote: { code: string | null },
  who: { name?: string; phone?: string } = {},
): Promise<Voter> => {
  const device = newDevice();
  const entered = await enterAs(t, vote, { device });
  const [row] = await t.deps.db
    .update(participants)
    .set({ name: who.name ?? '', phone: who.phone ?? '' })
    .where(eq(participants.ticket, entered.ticket))
    .returning();
  return { ticket: entered.ticket, id: row!.id, ip: device.ip };
};

/** Casts one vote through the participants' call; throws when it is refused. */
export const cast = async (t: TestApp, voter: Voter, candidateId: number) => {
  const res = await t.call(contract.vote.h5Cast, { ticket: voter.ticket, candidate_id: candidateId }, { ip: voter.ip });
  if (res.body.code !== 200) throw new Error(`vote refused: ${res.body.msg}`);
  return res.body.data;
};

/** Candidates whose count is not the number of their valid vote rows; [] when every count is right. */
export const countMismatches = async (db: Db, activityId: number) => {
  const result = await db.execute(sql`
    select c.id, c.votes, count(v.id) filter (where v.invalid_at is null)::int as valid
    from vote_candidates c left join votes v on v.candidate_id = c.id
    where c.activity_id = ${activityId}
    group by c.id
    having c.votes <> count(v.id) filter (where v.invalid_at is null)`);
  return (result as unknown as { rows: { id: number; votes: number; valid: number }[] }).rows;
};
