import { and, asc, type Column, count, eq, gt, inArray, isNotNull, max, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { participants } from '../activity/index.js';
import { prizeDraws } from '../prize/index.js';
import { quizAttempts } from '../quiz/index.js';
import type { JsonPage } from './export-workbook.js';

/** An activity as its organiser owns it: every query below filters by all three. */
export type ActivityScope = { tenantId: number; customerId: number; activityId: number };

/**
 * Rows come a page at a time after the last id seen, so no query holds a whole large activity, and each page
 * selects only the columns a sheet shows (an attempt's question snapshot alone is kilobytes). Pages are small
 * because on PGlite a page's query runs on the thread that answers requests (250 answer records as one JSON text:
 * about 2 ms; 100-row pages gave no better p99 and a longer export).
 */
export const exportPageSize = 250;

/** An instant as China reads it, YYYY-MM-DD HH:mm:ss, or '' (as shanghaiTime formats it, at the same fixed offset). */
export const shanghaiTimeSql = (instant: Column) =>
  sql`coalesce(to_char(${instant} at time zone interval '+08:00', 'YYYY-MM-DD HH24:MI:SS'), '')`;

/**
 * A page of cells as one JSON text (an array of rows) with its last id. On PGlite decoding a page's values takes
 * most of the time a page holds the thread that answers requests, and one text value is decoded about twice as
 * fast as its rows' columns; only the writer thread parses it.
 */
export const jsonPage = (db: Db, page: SQLWrapper) =>
  db
    .select({
      lastId: sql<number | null>`max(page.id)`,
      cells: sql<string | null>`json_agg(page.cells order by page.id)::text`,
    })
    .from(sql`(${page}) as page`)
    .then(([p]): JsonPage => p!);

export const exportRowsRepository = (db: Db) => ({
  /** The answer records' cells, as the sheet shows them (see the answers sheet's columns). */
  attemptCells: (s: ActivityScope, afterId: number) =>
    jsonPage(
      db,
      db
        .select({
          id: quizAttempts.id,
          cells: sql`json_build_array(${participants.name}, ${participants.phone}, ${participants.unit},
            ${quizAttempts.level}, ${quizAttempts.score}, ${quizAttempts.fullScore},
            ${quizAttempts.correctCount} || '/' || ${quizAttempts.total},
            case when ${quizAttempts.passed} then '是' else '否' end,
            round(${quizAttempts.durationMs} / 100.0) / 10,
            ${shanghaiTimeSql(quizAttempts.startedAt)}, ${shanghaiTimeSql(quizAttempts.submittedAt)})`.as('cells'),
        })
        .from(quizAttempts)
        .innerJoin(participants, eq(participants.id, quizAttempts.participantId))
        .where(
          and(
            eq(quizAttempts.tenantId, s.tenantId),
            eq(quizAttempts.customerId, s.customerId),
            eq(quizAttempts.activityId, s.activityId),
            gt(quizAttempts.id, afterId),
          ),
        )
        .orderBy(asc(quizAttempts.id))
        .limit(exportPageSize),
    ),
  /** The winners' cells, as the sheet shows them (see the winners sheet's columns). */
  winCells: (s: ActivityScope, afterId: number) =>
    jsonPage(
      db,
      db
        .select({
          id: prizeDraws.id,
          cells: sql`json_build_array(${prizeDraws.code}, ${prizeDraws.turnName}, ${prizeDraws.goodsName},
            ${participants.name}, ${participants.phone}, ${participants.unit},
            ${shanghaiTimeSql(prizeDraws.createdAt)}, ${shanghaiTimeSql(prizeDraws.redeemedAt)})`.as('cells'),
        })
        .from(prizeDraws)
        .innerJoin(participants, eq(participants.id, prizeDraws.participantId))
        .where(
          and(
            eq(prizeDraws.tenantId, s.tenantId),
            eq(prizeDraws.customerId, s.customerId),
            eq(prizeDraws.activityId, s.activityId),
            isNotNull(prizeDraws.code),
            gt(prizeDraws.id, afterId),
          ),
        )
        .orderBy(asc(prizeDraws.id))
        .limit(exportPageSize),
    ),
  participants: (s: ActivityScope, afterId: number) =>
    db
      .select()
      .from(participants)
      .where(
        and(
          eq(participants.tenantId, s.tenantId),
          eq(participants.customerId, s.customerId),
          eq(participants.activityId, s.activityId),
          gt(participants.id, afterId),
        ),
      )
      .orderBy(asc(participants.id))
      .limit(exportPageSize),
  /** Attempts and best score of the given participants of the activity. */
  attemptTotals: (s: ActivityScope, participantIds: number[]) =>
    participantIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            participantId: quizAttempts.participantId,
            attempts: count(),
            best: max(quizAttempts.score),
          })
          .from(quizAttempts)
          .where(and(eq(quizAttempts.activityId, s.activityId), inArray(quizAttempts.participantId, participantIds)))
          .groupBy(quizAttempts.participantId),
});
