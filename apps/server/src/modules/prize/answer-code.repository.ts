import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { participants } from '../activity/index.js';
import type { Owner } from '../wallet/index.js';
import { answerCodeConfigs, answerCodes } from './prize.table.js';

/** Whether joining this activity takes an answer code (no config row means not). */
export const answerCodeRequired = async (db: Db, activityId: number): Promise<boolean> => {
  const [row] = await db
    .select({ required: answerCodeConfigs.required })
    .from(answerCodeConfigs)
    .where(eq(answerCodeConfigs.activityId, activityId));
  return row?.required ?? false;
};

/**
 * Takes a code for a participant. The guarded UPDATE is the lock: of many joining with one code at once,
 * exactly one row comes back; the same participant entering again keeps their code (and its first used_at).
 */
export const redeemAnswerCode = async (
  tx: Db,
  v: { activityId: number; participantId: number; code: string; now?: Date },
): Promise<boolean> => {
  const now = v.now ?? new Date();
  const rows = await tx
    .update(answerCodes)
    .set({
      participantId: v.participantId,
      usedAt: sql`coalesce(${answerCodes.usedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(answerCodes.activityId, v.activityId),
        sql`upper(${answerCodes.code}) = upper(${v.code.trim()})`,
        or(isNull(answerCodes.participantId), eq(answerCodes.participantId, v.participantId)),
      ),
    )
    .returning({ id: answerCodes.id });
  return rows.length > 0;
};

export type AnswerCodeRow = typeof answerCodes.$inferSelect & { name: string | null; phone: string | null };
export type AnswerCodeFilter = { keywords: string; used: '' | number };

const ownCodes = (owner: Owner, activityId: number) =>
  and(
    eq(answerCodes.activityId, activityId),
    eq(answerCodes.tenantId, owner.tenantId),
    eq(answerCodes.customerId, owner.customerId),
  );

const filterOf = (filter: AnswerCodeFilter) => {
  const pattern = filter.keywords ? containing(filter.keywords) : undefined;
  return and(
    pattern
      ? or(
          ilike(answerCodes.code, pattern),
          ilike(answerCodes.batch, pattern),
          ilike(participants.name, pattern),
          ilike(participants.phone, pattern),
        )
      : undefined,
    filter.used === ''
      ? undefined
      : filter.used
        ? isNotNull(answerCodes.participantId)
        : isNull(answerCodes.participantId),
  );
};

/** The organiser's answer codes of one activity; every query filters by tenant and customer. */
export const answerCodeRepository = (db: Db, owner: Owner) => ({
  counts: async (activityId: number) => {
    const [row] = await db
      .select({ total: count(), used: count(answerCodes.participantId) })
      .from(answerCodes)
      .where(ownCodes(owner, activityId));
    return { total: row?.total ?? 0, used: row?.used ?? 0 };
  },
  setRequired: (activityId: number, required: boolean) =>
    db
      .insert(answerCodeConfigs)
      .values({ ...owner, activityId, required })
      .onConflictDoUpdate({ target: answerCodeConfigs.activityId, set: { required } }),
  /** Inserts what does not clash with an existing code; answers how many went in. */
  insertNew: async (activityId: number, batch: string, codes: string[], now: Date) =>
    (
      await db
        .insert(answerCodes)
        .values(codes.map((code) => ({ ...owner, activityId, batch, code, createdAt: now })))
        .onConflictDoNothing()
        .returning({ id: answerCodes.id })
    ).length,
  page: async (activityId: number, filter: AnswerCodeFilter, paging: { page: number; limit: number }) => {
    const where = and(ownCodes(owner, activityId), filterOf(filter));
    const joined = eq(participants.id, answerCodes.participantId);
    const [rows, totals] = await Promise.all([
      db
        .select({ ...getTableColumns(answerCodes), name: participants.name, phone: participants.phone })
        .from(answerCodes)
        .leftJoin(participants, joined)
        .where(where)
        .orderBy(desc(answerCodes.id))
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit),
      db.select({ n: count() }).from(answerCodes).leftJoin(participants, joined).where(where),
    ]);
    return { rows: rows as AnswerCodeRow[], total: totals[0]?.n ?? 0 };
  },
  /** Only unused codes go: a used one is the record of who joined with it. */
  deleteUnused: async (activityId: number, ids: number[]) =>
    (
      await db
        .delete(answerCodes)
        .where(and(ownCodes(owner, activityId), inArray(answerCodes.id, ids), isNull(answerCodes.participantId)))
        .returning({ id: answerCodes.id })
    ).length,
  unusedAfter: (activityId: number, afterId: number, limit: number) =>
    db
      .select()
      .from(answerCodes)
      .where(and(ownCodes(owner, activityId), isNull(answerCodes.participantId), gt(answerCodes.id, afterId)))
      .orderBy(asc(answerCodes.id))
      .limit(limit),
});
