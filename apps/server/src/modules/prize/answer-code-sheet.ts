import { type Cell, pagesAfter, shanghaiTime, writeWorkbook } from '../export/index.js';
import type { answerCodeRepository } from './answer-code.repository.js';

const sheetPage = 1000;

/** The activity's unused answer codes as one sheet (答题码, 批次, 生成时间), read a page at a time. */
export const unusedCodesSheet = (repo: ReturnType<typeof answerCodeRepository>, activityId: number) => {
  async function* rows(): AsyncGenerator<Cell[]> {
    for await (const page of pagesAfter(
      (afterId) => repo.unusedAfter(activityId, afterId, sheetPage),
      (rows) => rows.at(-1)?.id,
    )) {
      for (const row of page) yield [row.code, row.batch, shanghaiTime(row.createdAt)];
    }
  }
  return writeWorkbook({
    title: '答题码',
    columns: [
      { header: '答题码', width: 14 },
      { header: '批次', width: 20 },
      { header: '生成时间', width: 20 },
    ],
    rows: rows(),
  });
};
