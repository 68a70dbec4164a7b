import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activities, participants } from '../activity/index.js';
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

/** A participant's submissions, counted without deleted ones. */
export const responseRepository = (db: Db) => ({
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
});

export type NewResponse = { row: ResponseInsert; items: AnswerItem[] };
type Submitter = { participant: { id: number; deviceId: string }; submissionId: string };

/** What one batch of submits reads and writes, a few statements for the whole batch (locks in a fixed order). */
export const responseBatchRepository = (tx: Db) => ({
  lockActivities: (activityIds: number[]) =>
    tx
      .select({ id: activities.id })
      .from(activities)
      .where(inArray(activities.id, activityIds))
      .orderBy(activities.id)
      .for('update'),
  lockParticipants: (participantIds: number[]) =>
    tx
      .select({ id: participants.id })
      .from(participants)
      .where(inArray(participants.id, participantIds))
      .orderBy(participants.id)
      .for('update'),
  /** `activityId:deviceId` keys, the same advisory locks a single submit takes. */
  lockDevices: (keys: string[]) =>
    tx.execute(sql`select pg_advisory_xact_lock(hashtext('survey-device'), hashtext(k))
      from unnest(array[${sql.join(
        [...keys].sort().map((k) => sql`${k}`),
        sql`, `,
      )}]::text[]) as k order by k`),
  /** The stored responses among these submissions (a superset: the caller matches the exact triples). */
  bySubmissions: (activityIds: number[], submitters: Submitter[]) =>
    tx
      .select()
      .from(surveyResponses)
      .where(
        and(
          inArray(surveyResponses.activityId, activityIds),
          inArray(
            surveyResponses.participantId,
            submitters.map((s) => s.participant.id),
          ),
          inArray(
            surveyResponses.submissionId,
            submitters.map((s) => s.submissionId),
          ),
        ),
      ),
  /** Live responses by participant, device and day, of these participants or their devices. */
  counts: (activityIds: number[], submitters: Submitter[]) =>
    tx
      .select({
        activityId: surveyResponses.activityId,
        participantId: surveyResponses.participantId,
        deviceId: surveyResponses.deviceId,
        day: surveyResponses.day,
        n: count(),
      })
      .from(surveyResponses)
      .where(
        and(
          inArray(surveyResponses.activityId, activityIds),
          or(
            inArray(
              surveyResponses.participantId,
              submitters.map((s) => s.participant.id),
            ),
            inArray(
              surveyResponses.deviceId,
              submitters.map((s) => s.participant.deviceId),
            ),
          ),
          live,
        ),
      )
      .groupBy(
        surveyResponses.activityId,
        surveyResponses.participantId,
        surveyResponses.deviceId,
        surveyResponses.day,
      ),
  totals: (activityIds: number[]) =>
    tx
      .select({ activityId: surveyResponses.activityId, n: count() })
      .from(surveyResponses)
      .where(and(inArray(surveyResponses.activityId, activityIds), live))
      .groupBy(surveyResponses.activityId),
  /** The responses in one statement, then all their answer items in one. */
  insert: async (accepted: NewResponse[]) => {
    const rows = await tx
      .insert(surveyResponses)
      .values(accepted.map((a) => a.row))
      .returning();
    const idOf = new Map(rows.map((r) => [`${r.activityId}|${r.participantId}|${r.submissionId}`, r.id]));
    const items = accepted.flatMap(({ row, items }) =>
      items.map((i) => ({
        ...i,
        activityId: row.activityId,
        responseId: idOf.get(`${row.activityId}|${row.participantId}|${row.submissionId}`)!,
      })),
    );
    if (items.length > 0) await tx.insert(surveyAnswerItems).values(items);
    return rows;
  },
});
