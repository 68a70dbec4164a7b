import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export type RankedRow = {
  rank: number;
  participantId: number;
  name: string;
  phone: string;
  unit: string;
  score: number;
  durationMs: number;
};

type RawRanked = {
  rank: string | number;
  participant_id: number;
  name: string;
  phone: string;
  unit: string;
  score: number;
  duration_ms: number;
};

/**
 * Each participant's best finished attempt (highest score, then quickest, then earliest), ranked; the top
 * `limit` and the given participant's own row, in rank order.
 */
export const rankingRepository = (db: Db) => ({
  top: async (activityId: number, limit: number, participantId: number): Promise<RankedRow[]> => {
    const result = await db.execute(sql`
      with best as (
        select distinct on (a.participant_id) a.participant_id, a.score, a.duration_ms, a.submitted_at
        from quiz_attempts a
        where a.activity_id = ${activityId} and a.status = 'finished'
        order by a.participant_id, a.score desc, a.duration_ms asc, a.submitted_at asc
      ),
      ranked as (
        select b.*, row_number() over (order by b.score desc, b.duration_ms asc, b.submitted_at asc, b.participant_id) as rank
        from best b
      )
      select r.rank, r.participant_id, p.name, p.phone, p.unit, r.score, r.duration_ms
      from ranked r join participants p on p.id = r.participant_id
      where r.rank <= ${limit} or r.participant_id = ${participantId}
      order by r.rank`);
    return (result as unknown as { rows: RawRanked[] }).rows.map((r) => ({
      rank: Number(r.rank),
      participantId: Number(r.participant_id),
      name: r.name,
      phone: r.phone,
      unit: r.unit,
      score: Number(r.score),
      durationMs: Number(r.duration_ms),
    }));
  },
});
