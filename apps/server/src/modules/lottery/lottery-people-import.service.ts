import type { FileAnswer } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import type { UploadedFile } from '../../platform/upload-body.js';
import { activityOwner } from '../activity/index.js';
import { xlsxContent, xlsxMime } from '../question/index.js';
import { ownLottery } from './lottery-activity.js';
import { lotteryPeopleRepository } from './lottery-people.repository.js';
import { peopleTemplate, readPeopleSheet, type SheetProblem } from './lottery-people-sheet.js';

const templateName = '抽奖名单导入模板.xlsx';
const problemsShown = 10;
/** Rows a statement writes: 20,000 people in one statement would pass the database's parameter limit. */
const chunk = 1000;

const summary = (problems: SheetProblem[]) => {
  const shown = problems.slice(0, problemsShown).map((p) => `第 ${p.row} 行：${p.reason}`);
  const more = problems.length > problemsShown ? `；……共${problems.length}行有误` : '';
  return `${shown.join('；')}${more}；未导入任何人员`;
};

/** The people list's .xlsx side: the template, and importing a file (every row, or none). */
export const lotteryPeopleImportService = (deps: Pick<Deps, 'db'>) => ({
  template: async (): Promise<FileAnswer> => ({ name: templateName, mime: xlsxMime, content: await peopleTemplate() }),

  /**
   * The file is read and checked whole before anything is written (and outside the transaction, which the
   * embedded database holds for everyone), then written in one transaction.
   */
  importFile: async (user: CurrentUser, activityId: number, file: UploadedFile | undefined) => {
    const activity = await ownLottery(deps.db, user, activityId);
    const read = await readPeopleSheet(xlsxContent(file, 'LOTTERY_IMPORT_FILE_INVALID'));
    if (read.problems.length > 0) throw new AppError('LOTTERY_IMPORT_INVALID', summary(read.problems));
    if (read.people.length === 0) throw new AppError('LOTTERY_IMPORT_INVALID', '文件中没有人员，未导入任何人员');
    const rows = read.people.map((person) => ({ ...activityOwner(activity), ...person, source: 'imported' as const }));
    const added = await deps.db.transaction(async (tx: Db) => {
      let n = 0;
      for (let start = 0; start < rows.length; start += chunk) {
        n += await lotteryPeopleRepository(tx).upsert(rows.slice(start, start + chunk));
      }
      return n;
    });
    return { added, updated: rows.length - added };
  },
});
