import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activities } from '../activity/index.js';
import { customers } from '../customer/index.js';
import { type LiveStep, liveSessionAnswers, liveSessionPlayers, liveSessions } from './live-session.table.js';
import { sessionCapacity } from './session-capacity.js';

export type SessionRow = typeof liveSessions.$inferSelect;
export type SessionInsert = typeof liveSessions.$inferInsert;
export type SessionChanges = Partial<Omit<SessionInsert, 'id' | 'activityId' | 'version' | 'tenantId' | 'customerId'>>;

const { steps: _steps, ...lightColumns } = getTableColumns(liveSessions);

/** node-postgres and PGlite both hand back jsonb parsed, except an element picked with `->` on some paths. */
const jsonValue = <T>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** Players who hold a seat now: what the capacity counts and the screens call joined. */
export const seated = sql`(select count(*) from ${liveSessionPlayers} p
  where p.session_id = ${liveSessions.id} and p.status = 'playing')`;

/**
 * A session as the screens see it, in one read: without the play list (only the shown step), with its counts and
 * the players it may seat (the organiser's online capacity once published, the trial's while a draft).
 */
const viewColumns = {
  ...lightColumns,
  step: sql<LiveStep | null>`${liveSessions.steps} -> ${liveSessions.stepIndex}`.mapWith(jsonValue<LiveStep | null>),
  stepCount: sql<number>`jsonb_array_length(${liveSessions.steps})`.mapWith(Number),
  joined: seated.mapWith(Number),
  answered: sql<number>`(select count(*) from ${liveSessionAnswers} a
    where a.session_id = ${liveSessions.id} and a.step_index = ${liveSessions.stepIndex})`.mapWith(Number),
  capacity: sessionCapacity,
};

export const sessionRepository = (db: Db) => {
  const viewQuery = () =>
    db
      .select(viewColumns)
      .from(liveSessions)
      .innerJoin(activities, eq(activities.id, liveSessions.activityId))
      .innerJoin(customers, eq(customers.id, activities.customerId));
  return {
    views: async (activityIds: number[]) =>
      new Map((await viewQuery().where(inArray(liveSessions.activityId, activityIds))).map((v) => [v.activityId, v])),
    /** The view under a lock on the session, so a batch of joins counts the seats one batch at a time. */
    lockView: async (activityId: number) =>
      (await viewQuery().where(eq(liveSessions.activityId, activityId)).for('update', { of: liveSessions }))[0],
    /**
     * What an answer batch checks against, under a share lock: a transition (which takes the row for update) waits
     * until the batch committed, so no answer lands after the step closed or its reveal was counted.
     */
    forAnswers: async (activityId: number) =>
      (
        await db
          .select({
            id: liveSessions.id,
            phase: liveSessions.phase,
            paused: liveSessions.paused,
            stepIndex: liveSessions.stepIndex,
            openedAt: liveSessions.openedAt,
            deadlineAt: liveSessions.deadlineAt,
            step: viewColumns.step,
          })
          .from(liveSessions)
          .where(eq(liveSessions.activityId, activityId))
          .for('share')
      )[0],
    /** The whole row under a lock: a transition (or a batch of joins) on one session at a time. */
    lock: async (activityId: number) =>
      (await db.select().from(liveSessions).where(eq(liveSessions.activityId, activityId)).for('update'))[0],
    byHostKey: async (hostKey: string) =>
      (await db.select(lightColumns).from(liveSessions).where(eq(liveSessions.hostKey, hostKey)))[0],
    /** Made once per activity; a second maker (another instance, a double open) finds the first one's row. */
    create: async (values: SessionInsert) => {
      await db.insert(liveSessions).values(values).onConflictDoNothing({ target: liveSessions.activityId });
    },
    exists: async (activityId: number) =>
      (await db.select({ id: liveSessions.id }).from(liveSessions).where(eq(liveSessions.activityId, activityId)))
        .length > 0,
    /** Applied only on the version the host saw: a second click or a second console moves nothing. */
    advance: async (id: number, fromVersion: number, changes: SessionChanges) =>
      (
        await db
          .update(liveSessions)
          .set({ ...changes, version: sql`${liveSessions.version} + 1` })
          .where(and(eq(liveSessions.id, id), eq(liveSessions.version, fromVersion)))
          .returning({ version: liveSessions.version })
      )[0],
    /** Changes that are no transition (the lobby's play list, the host key, refusals): the version stays. */
    update: (id: number, changes: SessionChanges) =>
      db.update(liveSessions).set(changes).where(eq(liveSessions.id, id)),
    addFullRefusals: (id: number, n: number) =>
      db
        .update(liveSessions)
        .set({ fullRefusals: sql`${liveSessions.fullRefusals} + ${n}` })
        .where(eq(liveSessions.id, id)),
  };
};

type Views = Awaited<ReturnType<ReturnType<typeof sessionRepository>['views']>>;
export type SessionView = Views extends Map<number, infer V> ? V : never;
