import { and, asc, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activities, participants } from '../activity/index.js';
import type { Owner } from '../wallet/index.js';
import { pkAnswers, pkChallenges, pkLevels } from './quiz.table.js';

export type ChallengeRow = typeof pkChallenges.$inferSelect;
export type ChallengeInsert = Omit<typeof pkChallenges.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type HouseFields = Pick<ChallengeRow, 'name' | 'correctCount' | 'durationMs'>;
export type ChallengeFilter = { levelId?: number; kind?: ChallengeRow['kind'] };
type Paging = { page: number; limit: number };

const owned = (owner: Owner) =>
  and(eq(pkChallenges.tenantId, owner.tenantId), eq(pkChallenges.customerId, owner.customerId));

/** A challenge with its level's name and, for a match, who played it. */
const view = (db: Db) =>
  db
    .select({ challenge: pkChallenges, levelName: pkLevels.name, name: participants.name, phone: participants.phone })
    .from(pkChallenges)
    .innerJoin(pkLevels, eq(pkLevels.id, pkChallenges.levelId))
    .innerJoin(activities, eq(activities.id, pkChallenges.activityId))
    .leftJoin(participants, eq(participants.id, pkChallenges.participantId));

export type ChallengeView = { challenge: ChallengeRow; levelName: string; name: string | null; phone: string | null };

/** The organiser's side of the challenges: house challengers and participants' matches, always by owner. */
export const challengeRepository = (db: Db) => ({
  page: async (owner: Owner, activityId: number, filter: ChallengeFilter, paging: Paging) => {
    const where: SQL | undefined = and(
      owned(owner),
      eq(pkChallenges.activityId, activityId),
      filter.levelId ? eq(pkChallenges.levelId, filter.levelId) : undefined,
      filter.kind ? eq(pkChallenges.kind, filter.kind) : undefined,
    );
    const [rows, totals] = await Promise.all([
      view(db)
        .where(where)
        .orderBy(desc(pkChallenges.createdAt), desc(pkChallenges.id))
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit),
      db.select({ n: count() }).from(pkChallenges).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  },
  /** A challenge of the organiser's, in one of their live activities. */
  byId: async (owner: Owner, id: number): Promise<ChallengeView | null> =>
    (await view(db).where(and(eq(pkChallenges.id, id), owned(owner), isNull(activities.deletedAt))))[0] ?? null,
  answersOf: (challengeId: number) =>
    db
      .select({ index: pkAnswers.questionIndex, given: pkAnswers.answer, correct: pkAnswers.correct })
      .from(pkAnswers)
      .where(eq(pkAnswers.challengeId, challengeId))
      .orderBy(asc(pkAnswers.questionIndex)),
  insert: async (row: ChallengeInsert) => (await db.insert(pkChallenges).values(row).returning())[0]!,
  updateHouse: (owner: Owner, id: number, fields: HouseFields) =>
    db
      .update(pkChallenges)
      .set(fields)
      .where(and(eq(pkChallenges.id, id), owned(owner), eq(pkChallenges.kind, 'house'))),
  removeHouse: (owner: Owner, id: number) =>
    db.delete(pkChallenges).where(and(eq(pkChallenges.id, id), owned(owner), eq(pkChallenges.kind, 'house'))),
  /** A voided match stays on record but no longer counts, as an opponent or as a win. */
  voidMatch: (owner: Owner, id: number) =>
    db
      .update(pkChallenges)
      .set({ status: 'void' })
      .where(and(eq(pkChallenges.id, id), owned(owner), eq(pkChallenges.kind, 'match'))),
});
