import type { FileAnswer } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import type { UploadedFile } from '../../platform/upload-body.js';
import { shanghaiStamp } from '../order/index.js';
import { type Owner, ownerOf } from '../wallet/index.js';
import { isPublicRow } from './bank.repository.js';
import { readableBank } from './bank.service.js';
import { toQuestion } from './question.mappers.js';
import { questionRepository } from './question.repository.js';
import { questionService } from './question.service.js';
import {
  questionSheet,
  readQuestionSheet,
  type SheetProblem,
  templateSheet,
  xlsxContent,
  xlsxMime,
} from './question-xlsx.js';

const templateName = '题目导入模板.xlsx';
const problemsShown = 10;
const exportPage = 1000;

/** Characters no file system takes in a name. */
const fileSafe = (name: string) => name.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').trim() || '题库';

/** Every question of a bank in its order, a page at a time, so no one query holds a huge bank. */
const wholeBank = async (db: Db, owner: Owner, bankId: number) => {
  const rows = [];
  for (let page = 1; ; page += 1) {
    const found = await questionRepository(db).page(owner, bankId, {}, { page, limit: exportPage });
    rows.push(...found.rows);
    if (found.rows.length < exportPage) return rows.map(toQuestion);
  }
};

const summary = (problems: SheetProblem[]) => {
  const shown = problems.slice(0, problemsShown).map((p) => `第${p.row}行：${p.reason}`);
  const more = problems.length > problemsShown ? `；……共${problems.length}行有误` : '';
  return `${shown.join('；')}${more}`;
};

/** The .xlsx side of question banks: the template, exporting a bank, and importing a file into one. */
export const questionImportService = (deps: Pick<Deps, 'db' | 'clock'>) => {
  const questions = questionService(deps);
  const xlsx = (name: string, content: FileAnswer['content']): FileAnswer => ({ name, mime: xlsxMime, content });

  return {
    template: async () => xlsx(templateName, await templateSheet()),

    /** A public bank, or one of the caller's organiser's, named `<bank>-<yyyyMMddHHmmss>.xlsx`. */
    exportBank: async (user: CurrentUser, bankId: number) => {
      const bank = await readableBank(deps.db, user, bankId);
      const rows = await wholeBank(deps.db, ownerOf(user), bank.id);
      return xlsx(`${fileSafe(bank.name)}-${shanghaiStamp(deps.clock())}.xlsx`, await questionSheet(rows));
    },

    /**
     * Every row, or none: the file is read and checked whole before anything is written (and outside the
     * transaction, which the embedded database holds for everyone), then saved in one batch.
     */
    importFile: async (user: CurrentUser, bankId: number, file: UploadedFile | undefined) => {
      const bank = await readableBank(deps.db, user, bankId);
      if (isPublicRow(bank)) throw new AppError('QUESTION_BANK_READ_ONLY');
      const read = await readQuestionSheet(xlsxContent(file));
      if (read.problems.length > 0) throw new AppError('QUESTION_IMPORT_INVALID', summary(read.problems));
      if (read.questions.length === 0) throw new AppError('QUESTION_IMPORT_INVALID', '文件中没有题目');
      const { added } = await questions.batchAdd(user, { bank_id: bank.id, questions: read.questions });
      return { added };
    },
  };
};
