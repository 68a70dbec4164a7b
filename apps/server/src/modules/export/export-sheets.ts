import { exportTypeTitles, signupFieldSchema, signupFieldTitles } from '@app/contract';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { ActivityRecord } from '../activity/index.js';
import type { ExportType } from './export.repository.js';
import { type ActivityScope, exportRowsRepository } from './export-rows.repository.js';
import {
  type Cell,
  jsonPagesAfter,
  pagesAfter,
  type SheetSpec,
  shanghaiTime,
  type WorkbookSpec,
} from './export-workbook.js';
import { gameSheets } from './game-sheets.js';
import { gradeResultsSheets } from './grade-results-sheets.js';
import { lotteryAuditSheets } from './lottery-audit-sheets.js';
import { lotteryPeopleSheet } from './lottery-people-sheet.js';
import { responseSheet } from './response-sheet.js';
import { candidateSheet, voteSheet } from './vote-sheets.js';

const who = [
  { header: '姓名', width: 12 },
  { header: '手机号', width: 14 },
  { header: '单位', width: 20 },
];
const time = (header: string) => ({ header, width: 20 });

/** Sign-up fields beyond name, phone and unit (which have their own columns), as the activity asks for them. */
const extraFields = (activity: ActivityRecord) => {
  const fields = z.array(signupFieldSchema).catch([]).parse(activity.settings.signup_fields);
  return fields.map((f) => f.key).filter((key) => key !== 'name' && key !== 'phone' && key !== 'unit');
};

async function* flat<T>(pages: AsyncIterable<T[]>, row: (item: T) => Cell[]) {
  for await (const page of pages) for (const item of page) yield row(item);
}

const answers = (db: Db, scope: ActivityScope): SheetSpec => ({
  title: exportTypeTitles.answers,
  columns: [
    ...who,
    { header: '关卡', width: 8 },
    { header: '得分', width: 8 },
    { header: '满分', width: 8 },
    { header: '答对/总题数', width: 12 },
    { header: '是否及格', width: 10 },
    { header: '用时（秒）', width: 10 },
    time('开始时间'),
    time('提交时间'),
  ],
  jsonPages: jsonPagesAfter((after) => exportRowsRepository(db).attemptCells(scope, after)),
});

const winners = (db: Db, scope: ActivityScope): SheetSpec => ({
  title: exportTypeTitles.winners,
  columns: [
    { header: '兑奖码', width: 14 },
    { header: '抽奖', width: 16 },
    { header: '奖品', width: 16 },
    ...who,
    time('中奖时间'),
    time('核销时间'),
  ],
  jsonPages: jsonPagesAfter((after) => exportRowsRepository(db).winCells(scope, after)),
});

async function* participantPages(db: Db, scope: ActivityScope) {
  const repo = exportRowsRepository(db);
  for await (const page of pagesAfter(
    (after) => repo.participants(scope, after),
    (rows) => rows.at(-1)?.id,
  )) {
    const totals = new Map(
      (
        await repo.attemptTotals(
          scope,
          page.map((p) => p.id),
        )
      ).map((t) => [t.participantId, t]),
    );
    yield page.map((p) => ({ p, totals: totals.get(p.id) }));
  }
}

const participantSheet = (db: Db, scope: ActivityScope, activity: ActivityRecord): SheetSpec => {
  const extra = extraFields(activity);
  return {
    title: exportTypeTitles.participants,
    columns: [
      ...who,
      ...extra.map((key) => ({ header: signupFieldTitles[key], width: 18 })),
      time('参与时间'),
      { header: '答题次数', width: 10 },
      { header: '最高分', width: 8 },
    ],
    rows: flat(participantPages(db, scope), ({ p, totals }) => [
      p.name,
      p.phone,
      p.unit,
      ...extra.map((key) => p.fields[key] ?? ''),
      shanghaiTime(p.createdAt),
      totals?.attempts ?? 0,
      totals?.best ?? null,
    ]),
  };
};

/** The sheet (or sheets) of one export type for one activity. */
export const exportSheet = async (db: Db, type: ExportType, activity: ActivityRecord): Promise<WorkbookSpec> => {
  const scope = { tenantId: activity.tenantId, customerId: activity.customerId, activityId: activity.id };
  if (type === 'answers') return answers(db, scope);
  if (type === 'winners') return winners(db, scope);
  if (type === 'responses') return responseSheet(db, activity);
  if (type === 'votes') return voteSheet(db, activity);
  if (type === 'candidates') return candidateSheet(db, activity);
  if (type === 'game') return gameSheets(db, activity);
  if (type === 'lottery_people') return lotteryPeopleSheet(db, activity);
  if (type === 'lottery_audit') return lotteryAuditSheets(db, activity);
  if (type === 'grade_results') return gradeResultsSheets(db, activity);
  return participantSheet(db, scope, activity);
};
