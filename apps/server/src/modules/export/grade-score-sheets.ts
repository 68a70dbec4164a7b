import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type ActivityRecord, ofActivity } from '../activity/index.js';
import {
  type GradeScoreWithJudge,
  gradeAudienceScores,
  gradeContestants,
  gradeResultRepository,
  gradeRounds,
} from '../grade/index.js';
import { exportPageSize, jsonPage, shanghaiTimeSql } from './export-rows.repository.js';
import { type Cell, jsonPagesAfter, type SheetSpec, shanghaiTime } from './export-workbook.js';
import { type ExportedRound, judgeNamer } from './grade-ranking-sheet.js';

type Revision = GradeScoreWithJudge['score']['history'][number];

/**
 * One column per item name across the rounds (rounds often share 创意, 表现…); a round with two items of one name
 * uses two columns. Answers the headers and, by item id, the column of each item.
 */
const itemColumns = (rounds: ExportedRound[]) => {
  const keys: string[] = [];
  const columnOf = new Map<number, number>();
  for (const { result } of rounds) {
    const seen = new Map<string, number>();
    for (const item of result.items) {
      const nth = (seen.get(item.name) ?? 0) + 1;
      seen.set(item.name, nth);
      const key = JSON.stringify([item.name, nth]);
      if (!keys.includes(key)) keys.push(key);
      columnOf.set(item.id, keys.indexOf(key));
    }
  }
  return { headers: keys.map((k) => (JSON.parse(k) as [string])[0]), columnOf };
};

const isoTime = (iso: string) => shanghaiTime(iso ? new Date(iso) : null);

/** What each unlock replaced, one line each, oldest first. */
const unlockText = (history: Revision[], itemName: Map<number, string>) =>
  history
    .map((h) => {
      const given = h.abstained
        ? '回避'
        : h.items.map((i) => `${itemName.get(i.item_id) ?? '评分项'} ${i.score}`).join('、');
      const comment = h.comment ? `，评语：${h.comment}` : '';
      return `${isoTime(h.unlocked_at)} ${h.unlocked_by}解锁，原因：${h.reason}；原评分（${isoTime(h.submitted_at)}提交）：${given}${comment}`;
    })
    .join('\n');

async function* judgeScoreRows(
  db: Db,
  activity: ActivityRecord,
  rounds: ExportedRound[],
  columnOf: Map<number, number>,
  width: number,
): AsyncGenerator<Cell[]> {
  const repo = gradeResultRepository(db);
  for (const { result } of rounds) {
    const nameOf = judgeNamer(result);
    const lineOf = new Map(result.lines.map((l) => [l.contestant_id, l]));
    const itemName = new Map(result.items.map((i) => [i.id, i.name]));
    const stageOrder = (s: GradeScoreWithJudge) => lineOf.get(s.score.contestantId)?.sort ?? 0;
    // The repository lines them up by judge; the sort keeps that order within each contestant.
    const scores = (await repo.scores(activity, result.round.id)).sort(
      (a, b) => stageOrder(a) - stageOrder(b) || a.score.contestantId - b.score.contestantId,
    );
    for (const { score } of scores) {
      const line = lineOf.get(score.contestantId);
      const items: Cell[] = Array.from({ length: width }, () => null);
      for (const given of score.items) {
        if (!itemName.has(given.item_id)) continue;
        items[columnOf.get(given.item_id)!] = given.score;
      }
      yield [
        result.round.name,
        line?.name ?? '',
        nameOf(score.judgeId),
        ...items,
        line?.judges.find((j) => j.judge_id === score.judgeId)?.total ?? null,
        score.abstained ? '是' : '否',
        score.comment,
        shanghaiTime(score.submittedAt),
        score.locked ? '已提交' : '已解锁，待评委重新提交',
        unlockText(score.history, itemName),
      ];
    }
  }
}

/** Every judge's score, round by round in stage order, with each item, the total the results count and the unlocks. */
export const judgeScoreSheet = (db: Db, activity: ActivityRecord, rounds: ExportedRound[]): SheetSpec => {
  const { headers, columnOf } = itemColumns(rounds);
  return {
    title: '评委评分',
    columns: [
      { header: '轮次', width: 14 },
      { header: '选手', width: 14 },
      { header: '评委', width: 12 },
      ...headers.map((header) => ({ header, width: 10 })),
      { header: '总分', width: 10 },
      { header: '回避', width: 8 },
      { header: '评语', width: 30 },
      { header: '提交时间', width: 20 },
      { header: '状态', width: 20 },
      { header: '解锁记录', width: 60 },
    ],
    rows: judgeScoreRows(db, activity, rounds, columnOf, headers.length),
  };
};

const audiencePage = (db: Db, activity: ActivityRecord, afterId: number) => {
  const a = gradeAudienceScores;
  return jsonPage(
    db,
    db
      .select({
        id: a.id,
        cells: sql`json_build_array(${gradeRounds.name}, ${gradeContestants.name}, ${a.who}, ${a.score},
          ${shanghaiTimeSql(a.createdAt)})`.as('cells'),
      })
      .from(a)
      .innerJoin(gradeRounds, eq(gradeRounds.id, a.roundId))
      .innerJoin(gradeContestants, eq(gradeContestants.id, a.contestantId))
      .where(and(ofActivity(a, activity), gt(a.id, afterId)))
      .orderBy(asc(a.id))
      .limit(exportPageSize),
  );
};

/** Every audience score in the order they came (an activity's audience can be thousands: a page at a time). */
export const audienceScoreSheet = (db: Db, activity: ActivityRecord): SheetSpec => ({
  title: '观众评分',
  columns: [
    { header: '轮次', width: 14 },
    { header: '选手', width: 14 },
    { header: '观众', width: 16 },
    { header: '分数', width: 8 },
    { header: '时间', width: 20 },
  ],
  jsonPages: jsonPagesAfter((after) => audiencePage(db, activity, after)),
});
