import type { Db } from '../../db/client.js';
import type { ActivityRecord } from '../activity/index.js';
import { gradeResultRepository, gradeRoundRepository, gradeSettingsRepository, roundResult } from '../grade/index.js';
import type { SheetSpec } from './export-workbook.js';
import { type ExportedRound, rankingSheet, ruleSheet } from './grade-ranking-sheet.js';
import { audienceScoreSheet, judgeScoreSheet } from './grade-score-sheets.js';
import { sheetTitles } from './sheet-titles.js';

/**
 * Every round in show order with its result. Results are never stored: each is recomputed by roundResult, the
 * results page's own computation, so the file and the page always agree.
 */
const exportedRounds = async (db: Db, activity: ActivityRecord): Promise<ExportedRound[]> => {
  const repo = gradeRoundRepository(db);
  const listed = await repo.list(activity, { offset: 0, limit: await repo.count(activity) });
  const out: ExportedRound[] = [];
  for (const { round } of listed) {
    const [result, entries] = await Promise.all([
      roundResult(db, activity, round),
      gradeResultRepository(db).entries(activity, round.id),
    ]);
    out.push({ result, values: new Map(entries.map((e) => [e.contestant.id, e.contestant.values])) });
  }
  return out;
};

/**
 * Judge scoring's results: one ranking sheet per round, then the rules that add them up, every judge's score and
 * every audience score. Round names may repeat and may hold characters Excel refuses, so titles are made unique.
 */
export const gradeResultsSheets = async (db: Db, activity: ActivityRecord): Promise<SheetSpec[]> => {
  const [fields, rounds] = await Promise.all([
    gradeSettingsRepository(db).fields(activity),
    exportedRounds(db, activity),
  ]);
  const tail = [ruleSheet(rounds), judgeScoreSheet(db, activity, rounds), audienceScoreSheet(db, activity)];
  const titles = sheetTitles([...tail.map((s) => s.title), ...rounds.map((r) => `${r.result.round.name}排名`)]);
  return [...rounds.map((r, i) => rankingSheet(titles[tail.length + i]!, r, fields)), ...tail];
};
