import { and, count, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { participants } from '../activity/index.js';
import { voteCandidates, voteGatePasses, votes } from './vote.table.js';
import { countedVotes } from './vote-ballot.repository.js';
import { publicCandidates } from './vote-candidate.repository.js';

export type VoteInsert = typeof votes.$inferInsert;

const list = (values: (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** What a batch's checks need of a voter, and of a candidate. */
export type BatchVoter = Pick<
  typeof participants.$inferSelect,
  'id' | 'activityId' | 'tenantId' | 'customerId' | 'deviceId' | 'identity' | 'bannedAt'
>;
export type BatchCandidate = Pick<typeof voteCandidates.$inferSelect, 'id' | 'activityId' | 'status' | 'review'>;

/** A row of either kind, as the union of both reads answers it (the other kind's columns null). */
type FactRow = {
  kind: 'voter' | 'candidate';
  id: number;
  activity_id: number;
  tenant_id: number | null;
  customer_id: number | null;
  device_id: string | null;
  identity: string | null;
  banned_at: Date | string | null;
  status: BatchCandidate['status'] | null;
  review: BatchCandidate['review'] | null;
};

/**
 * What a batch's checks read, in one statement: its voters as stored now (a ban, a new device or a WeChat identity
 * made meanwhile counts) and its candidates not deleted (whether they are on show and approved).
 */
export const ballotFacts = async (tx: Db, participantIds: number[], candidateIds: number[]) => {
  const result = await tx.execute(sql`
    select 'voter' as kind, id, activity_id, tenant_id, customer_id, device_id, identity, banned_at,
      null::text as status, null::text as review
    from ${participants} where id in (${list(participantIds)})
    union all
    select 'candidate', id, activity_id, null, null, null, null, null, status, review
    from ${voteCandidates} where id in (${list(candidateIds)}) and deleted_at is null`);
  const voters = new Map<number, BatchVoter>();
  const candidates = new Map<number, BatchCandidate>();
  for (const r of (result as unknown as { rows: FactRow[] }).rows) {
    const [id, activityId] = [Number(r.id), Number(r.activity_id)];
    if (r.kind === 'candidate') candidates.set(id, { id, activityId, status: r.status!, review: r.review! });
    else {
      voters.set(id, {
        id,
        activityId,
        tenantId: Number(r.tenant_id),
        customerId: Number(r.customer_id),
        deviceId: r.device_id!,
        identity: r.identity!,
        bannedAt: r.banned_at === null ? null : new Date(r.banned_at),
      });
    }
  }
  return { voters, candidates };
};

/** What one batch of votes on one activity reads and writes, a few statements for the whole batch. */
export const voteBatchRepository = (tx: Db, activityId: number) => ({
  gatePassed: async (participantIds: number[]) =>
    new Set(
      (
        await tx
          .select({ id: voteGatePasses.participantId })
          .from(voteGatePasses)
          .where(and(eq(voteGatePasses.activityId, activityId), inArray(voteGatePasses.participantId, participantIds)))
      ).map((r) => r.id),
    ),
  /** Holds the voters until the commit, so that another instance's batch counts their votes after this one. */
  lockVoters: (participantIds: number[]) =>
    tx
      .select({ id: participants.id })
      .from(participants)
      .where(inArray(participants.id, participantIds))
      .orderBy(participants.id)
      .for('update'),
  /** The voters' counted votes by candidate and day, for the limits per day, per candidate and in all. */
  voterCounts: (participantIds: number[], quotaSince: Date | null) =>
    tx
      .select({ participantId: votes.participantId, candidateId: votes.candidateId, day: votes.day, n: count() })
      .from(votes)
      .where(and(countedVotes(activityId, quotaSince), inArray(votes.participantId, participantIds)))
      .groupBy(votes.participantId, votes.candidateId, votes.day),
  /** Which of these casts are stored already (a retry whose first try was written). */
  storedCasts: (casts: { participantId: number; castId: string }[]) =>
    tx
      .select({ participantId: votes.participantId, castId: votes.castId })
      .from(votes)
      .where(
        and(
          eq(votes.activityId, activityId),
          inArray(
            votes.participantId,
            casts.map((c) => c.participantId),
          ),
          inArray(
            votes.castId,
            casts.map((c) => c.castId),
          ),
        ),
      ),
  /** The candidates' counts and ranks among those on show, and the total on show, as a cast would answer them. */
  standing: async (candidateIds: number[]) => {
    const shown: SQL = publicCandidates(activityId)!;
    const result = await tx.execute(sql`
      with standing as (select ${voteCandidates.id} as id, ${voteCandidates.votes} as votes from ${voteCandidates}
        where ${shown})
      select c.id, c.votes,
        (select count(*) from standing s where s.id <> c.id and s.votes > c.votes)::int + 1 as rank,
        (select coalesce(sum(s.votes), 0) from standing s)::int as total
      from ${voteCandidates} c where c.id in (${list(candidateIds)})`);
    const { rows } = result as unknown as { rows: { id: number; votes: number; rank: number; total: number }[] };
    return new Map(
      rows.map((r) => [Number(r.id), { votes: Number(r.votes), rank: Number(r.rank), total: Number(r.total) }]),
    );
  },
  /** Queues votes from the same addresses (in a fixed order, so two batches cannot wait on each other). */
  lockIps: (ips: string[]) =>
    tx.execute(
      sql`select pg_advisory_xact_lock(${activityId}, hashtext('vote-ip:' || ip)) from unnest(array[${list(
        [...ips].sort(),
      )}]::text[]) as ip order by ip`,
    ),
  ipToday: (ips: string[], days: string[], quotaSince: Date | null) =>
    tx
      .select({ ip: votes.ip, day: votes.day, n: count() })
      .from(votes)
      .where(and(countedVotes(activityId, quotaSince), inArray(votes.ip, ips), inArray(votes.day, days)))
      .groupBy(votes.ip, votes.day),
  /** Every vote from the addresses since `since`, counted or not: a burst is a burst. */
  ipSince: (ips: string[], since: Date) =>
    tx
      .select({ ip: votes.ip, n: count() })
      .from(votes)
      .where(and(eq(votes.activityId, activityId), inArray(votes.ip, ips), gte(votes.createdAt, since)))
      .groupBy(votes.ip),
  /**
   * Stores the votes, adds them to their candidates and reads what each vote made, in one statement: each vote's
   * number (its candidate's new count less the votes after it in the batch), its rank among the candidates on
   * show (1 + the others ahead of that number) and the total on show. Answers in the order of `rows`.
   */
  cast: async (rows: VoteInsert[]) => {
    const values = sql.join(
      rows.map(
        (r) => sql`(${r.tenantId}::int, ${r.customerId}::int, ${activityId}::int, ${r.candidateId}::int,
          ${r.participantId}::int, ${r.deviceId}, ${r.ip}, ${r.day}, ${r.flagged}::boolean, ${r.flagReason}, ${r.castId ?? null}::text,
          ${(r.createdAt as Date).toISOString()}::timestamptz, ${(r.createdAt as Date).toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    const shown: SQL = publicCandidates(activityId)!;
    const result = await tx.execute(sql`
      with ins as (
        insert into ${votes} (tenant_id, customer_id, activity_id, candidate_id, participant_id, device_id, ip, day,
          flagged, flag_reason, cast_id, created_at, updated_at)
        values ${values}
        returning id, candidate_id),
      added as (select candidate_id as id, count(*)::int as n from ins group by candidate_id),
      upd as (
        update ${voteCandidates} set votes = ${voteCandidates.votes} + added.n, updated_at = now()
        from added where ${voteCandidates.id} = added.id
        returning ${voteCandidates.id} as id, ${voteCandidates.votes} as votes),
      made as (
        select ins.id as vote_id, ins.candidate_id,
          upd.votes - row_number() over (partition by ins.candidate_id order by ins.id desc) + 1 as n
        from ins join upd on upd.id = ins.candidate_id),
      standing as (
        select ${voteCandidates.id} as id, coalesce(upd.votes, ${voteCandidates.votes}) as votes
        from ${voteCandidates} left join upd on upd.id = ${voteCandidates.id} where ${shown})
      select made.n::int as votes,
        (select count(*) from standing s where s.id <> made.candidate_id and s.votes > made.n)::int + 1 as rank,
        (select coalesce(sum(s.votes), 0) from standing s)::int as total
      from made order by made.vote_id`);
    return (result as unknown as { rows: { votes: number; rank: number; total: number }[] }).rows.map((r) => ({
      votes: Number(r.votes),
      rank: Number(r.rank),
      total: Number(r.total),
    }));
  },
});
