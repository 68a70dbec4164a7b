import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activities, participants } from '../activity/activity.table.js';
import type { AnswerItem } from './answer-items.js';
import { surveyAnswerItems, surveyResponses } from './survey.table.js';

export type ResponseRow = typeof surveyResponses.$inferSelect;
export type ResponseInsert = Omit<typeof surveyResponses.$inferInsert, 'id' | 'updatedAt'>;
/** Whose submissions a limit counts, and since when: one day, or all time. */
export type LimitScope = {
  activityId: number;
  by: { participantId: number } | { deviceId: string };
  day: string | null;
};

const live = isNull(surveyResponses.deletedAt);

/** A participant's submissions: written one at a time under locks, counted without deleted ones. */
export const responseRepository = (db: Db) => ({
  bySubmission: async (activityId: number, participantId: number, submissionId: string) =>
    (
      await db
        .select()
        .from(surveyResponses)
        .where(
          and(
            eq(surveyResponses.activityId, activityId),
            eq(surveyResponses.participantId, participantId),
            eq(surveyResponses.submissionId, submissionId),
          ),
        )
    )[0] ?? null,
  /** Serialises every submit of the activity (a sign-up quota counts all of them). */
  lockActivity: (activityId: number) =>
    db.select({ id: activities.id }).from(activities).where(eq(activities.id, activityId)).for('update'),
  /** Serialises one participant's submits, so a limit and a retried submission are checked one at a time. */
  lockParticipant: (participantId: number) =>
    db.select({ id: participants.id }).from(participants).where(eq(participants.id, participantId)).for('update'),
  /** Serialises one device's submits across the participants it joined as; released when the transaction ends. */
  lockDevice: (activityId: number, deviceId: string) =>
    db.execute(sql`select pg_advisory_xact_lock(hashtext('survey-device'), hashtext(${`${activityId}:${deviceId}`}))`),
  counted: async (scope: LimitScope) =>
    (
      await db
        .select({ n: count() })
        .from(surveyResponses)
        .where(
          and(
            eq(surveyResponses.activityId, scope.activityId),
            'participantId' in scope.by
              ? eq(surveyResponses.participantId, scope.by.participantId)
              : eq(surveyResponses.deviceId, scope.by.deviceId),
            scope.day === null ? undefined : eq(surveyResponses.day, scope.day),
            live,
          ),
        )
    )[0]?.n ?? 0,
  total: async (activityId: number) =>
    (
      await db
        .select({ n: count() })
        .from(surveyResponses)
        .where(and(eq(surveyResponses.activityId, activityId), live))
    )[0]?.n ?? 0,
  lastOf: async (activityId: number, participantId: number) =>
    (
      await db
        .select()
        .from(surveyResponses)
        .where(and(eq(surveyResponses.activityId, activityId), eq(surveyResponses.participantId, participantId), live))
        .orderBy(desc(surveyResponses.createdAt), desc(surveyResponses.id))
        .limit(1)
    )[0] ?? null,
  insert: async (row: ResponseInsert, items: AnswerItem[]) => {
    const [response] = await db.insert(surveyResponses).values(row).returning();
    if (!response) throw new Error('survey response insert returned nothing');
    if (items.length > 0) {
      await db
        .insert(surveyAnswerItems)
        .values(items.map((i) => ({ ...i, activityId: row.activityId, responseId: response.id })));
    }
    return response;
  },
});
