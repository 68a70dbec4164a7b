import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ActivityRecord } from '../activity/index.js';
import { customers } from '../customer/index.js';
import {
  givenByName,
  liveSessionAnswers,
  liveSessionExtraScores,
  liveSessionPlayers,
  liveSessions,
} from '../live-session/index.js';
import { exportPageSize, jsonPage, shanghaiTimeSql } from './export-rows.repository.js';
import { type Cell, jsonPagesAfter, type SheetSpec, shanghaiTime } from './export-workbook.js';

const statusTitles = { playing: '在场', kicked: '已移出', banned: '已禁止' } as const;

const sessionOf = (activity: ActivityRecord) =>
  and(
    eq(liveSessions.activityId, activity.id),
    eq(liveSessions.tenantId, activity.tenantId),
    eq(liveSessions.customerId, activity.customerId),
  );

async function* rankingRows(db: Db, activity: ActivityRecord): AsyncGenerator<Cell[]> {
  // Players are held to the organiser's online capacity: one query, ranked here as the leaderboard ranks them.
  const rows = await db
    .select({ player: liveSessionPlayers })
    .from(liveSessionPlayers)
    .innerJoin(liveSessions, eq(liveSessions.id, liveSessionPlayers.sessionId))
    .where(sessionOf(activity))
    .orderBy(desc(liveSessionPlayers.score), asc(liveSessionPlayers.id));
  const seated = rows.filter((r) => r.player.status === 'playing');
  let rank = 0;
  for (const [i, { player: p }] of seated.entries()) {
    if (i === 0 || seated[i - 1]!.player.score !== p.score) rank = i + 1;
    yield [rank, p.nickname, p.phone, p.score, p.correct, p.answered, statusTitles.playing, shanghaiTime(p.joinedAt)];
  }
  for (const { player: p } of rows.filter((r) => r.player.status !== 'playing'))
    yield ['', p.nickname, p.phone, p.score, p.correct, p.answered, statusTitles[p.status], shanghaiTime(p.joinedAt)];
}

/** Scores given by hand are a few per session: one query, each player's together in the order given. */
async function* extraScoreRows(db: Db, activity: ActivityRecord): AsyncGenerator<Cell[]> {
  const given = liveSessionExtraScores;
  const rows = await db
    .select({ given, nickname: liveSessionPlayers.nickname, phone: liveSessionPlayers.phone, givenBy: givenByName })
    .from(given)
    .innerJoin(liveSessions, eq(liveSessions.id, given.sessionId))
    .innerJoin(liveSessionPlayers, eq(liveSessionPlayers.id, given.playerId))
    .leftJoin(customers, eq(customers.id, given.givenBy))
    .where(sessionOf(activity))
    .orderBy(asc(given.playerId), asc(given.id));
  for (const r of rows)
    yield [r.nickname, r.phone, r.given.points, r.given.reason, r.givenBy, shanghaiTime(r.given.createdAt)];
}

const answerPage = (db: Db, activity: ActivityRecord, afterId: number) => {
  const a = liveSessionAnswers;
  const step = sql`${liveSessions.steps} -> ${a.stepIndex} -> 'view'`;
  // A true/false answer is stored as T or F; choice keys are letters from A to J.
  const given = sql`case when ${a.answer} = '["T"]'::jsonb then '对' when ${a.answer} = '["F"]'::jsonb then '错'
    else array_to_string(array(select jsonb_array_elements_text(${a.answer})), '、') end`;
  return jsonPage(
    db,
    db
      .select({
        id: a.id,
        cells: sql`json_build_array(${liveSessionPlayers.nickname}, ${liveSessionPlayers.phone}, ${a.stepIndex} + 1,
          coalesce(${step} ->> 'round_name', ''), coalesce(${step} ->> 'stem', ''), ${given},
          case when ${a.correct} then '是' else '否' end, ${a.points}, round(${a.elapsedMs} / 100.0) / 10,
          ${shanghaiTimeSql(a.receivedAt)})`.as('cells'),
      })
      .from(a)
      .innerJoin(liveSessions, eq(liveSessions.id, a.sessionId))
      .innerJoin(liveSessionPlayers, eq(liveSessionPlayers.id, a.playerId))
      .where(and(sessionOf(activity), eq(a.activityId, activity.id), gt(a.id, afterId)))
      .orderBy(asc(a.id))
      .limit(exportPageSize),
  );
};

/** An on-site quiz's results: the final ranking, every answer in the order it came, and the scores given by hand. */
export const gameSheets = (db: Db, activity: ActivityRecord): SheetSpec[] => [
  {
    title: '最终排名',
    columns: [
      { header: '排名', width: 8 },
      { header: '昵称', width: 14 },
      { header: '手机号', width: 14 },
      { header: '得分', width: 10 },
      { header: '答对', width: 8 },
      { header: '作答', width: 8 },
      { header: '状态', width: 8 },
      { header: '加入时间', width: 20 },
    ],
    rows: rankingRows(db, activity),
  },
  {
    title: '答题明细',
    columns: [
      { header: '昵称', width: 14 },
      { header: '手机号', width: 14 },
      { header: '题号', width: 8 },
      { header: '轮次', width: 14 },
      { header: '题目', width: 40 },
      { header: '答案', width: 16 },
      { header: '是否正确', width: 10 },
      { header: '得分', width: 8 },
      { header: '用时（秒）', width: 10 },
      { header: '作答时间', width: 20 },
    ],
    jsonPages: jsonPagesAfter((after) => answerPage(db, activity, after)),
  },
  {
    title: '加减分记录',
    columns: [
      { header: '昵称', width: 14 },
      { header: '手机号', width: 14 },
      { header: '加减分', width: 10 },
      { header: '原因', width: 30 },
      { header: '操作人', width: 14 },
      { header: '时间', width: 20 },
    ],
    rows: extraScoreRows(db, activity),
  },
];
