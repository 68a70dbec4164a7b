import { type FileAnswer, gradeLimits } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import type { UploadedFile } from '../../platform/upload-body.js';
import { activityOwner } from '../activity/index.js';
import { xlsxContent, xlsxMime } from '../question/index.js';
import { ownGrade } from './grade-activity.js';
import { gradeContestantRepository } from './grade-contestant.repository.js';
import { gradeContestantRoundsRepository } from './grade-contestant-rounds.repository.js';
import {
  contestantTemplate,
  readContestantSheet,
  type SheetContestant,
  type SheetProblem,
} from './grade-contestant-sheet.js';
import { type GradeScope, gradeGroupRepository } from './grade-group.repository.js';
import { gradeSettingsRepository } from './grade-settings.repository.js';

const templateName = '选手导入模板.xlsx';
const problemsShown = 10;
const nothing = '未导入任何选手';

const summary = (problems: SheetProblem[]) => {
  const shown = problems.slice(0, problemsShown).map((p) => `第 ${p.row} 行：${p.reason}`);
  const more = problems.length > problemsShown ? `；……共${problems.length}行有误` : '';
  return `${shown.join('；')}${more}；${nothing}`;
};

/** The groups the rows name, those not there yet added; answers their ids by name. */
const groupIds = async (tx: Db, activity: GradeScope, rows: SheetContestant[]) => {
  const groups = gradeGroupRepository(tx);
  const names = [...new Set(rows.map((r) => r.group).filter(Boolean))];
  const existing = await groups.idsByName(activity, names);
  const missing = names.filter((name) => !existing.has(name));
  if (missing.length === 0) return existing;
  const count = await groups.count(activity);
  if (count + missing.length > gradeLimits.groups) {
    const msg = `最多${gradeLimits.groups}个分组，已有${count}个，文件中有${missing.length}个新分组，${nothing}`;
    throw new AppError('GRADE_GROUP_LIMIT', msg);
  }
  await groups.insertMany(activity, missing);
  return groups.idsByName(activity, names);
};

/** The contestants' .xlsx side: the template with the activity's fields, and importing a file (every row, or none). */
export const gradeContestantImportService = (deps: Pick<Deps, 'db'>) => {
  const { db } = deps;

  return {
    template: async (user: CurrentUser, activityId: number): Promise<FileAnswer> => {
      const fields = await gradeSettingsRepository(db).fields(await ownGrade(db, user, activityId));
      return { name: templateName, mime: xlsxMime, content: await contestantTemplate(fields) };
    },

    /**
     * The file is read and checked whole before anything is written (and outside the transaction, which the
     * embedded database holds for everyone), then written in one transaction; with a round, the contestants go last
     * in it in the file's order.
     */
    importFile: async (user: CurrentUser, activityId: number, roundId: number | '', file: UploadedFile | undefined) => {
      const activity = await ownGrade(db, user, activityId);
      const rounds = roundId === '' ? [] : [roundId];
      if ((await gradeContestantRoundsRepository(db).roundsOf(activity, rounds)).length !== rounds.length) {
        throw new AppError('GRADE_ROUND_NOT_FOUND');
      }
      const fields = await gradeSettingsRepository(db).fields(activity);
      const read = await readContestantSheet(xlsxContent(file, 'GRADE_IMPORT_FILE_INVALID'), fields);
      if (read.problems.length > 0) throw new AppError('GRADE_IMPORT_INVALID', summary(read.problems));
      if (read.contestants.length === 0) throw new AppError('GRADE_IMPORT_INVALID', `文件中没有选手，${nothing}`);
      const added = await db.transaction(async (tx: Db) => {
        const contestants = gradeContestantRepository(tx);
        const count = await contestants.count(activity);
        if (count + read.contestants.length > gradeLimits.contestants) {
          const msg = `每个活动最多${gradeLimits.contestants}位选手，已有${count}位，文件中有${read.contestants.length}位，${nothing}`;
          throw new AppError('GRADE_CONTESTANT_LIMIT', msg);
        }
        const groups = await groupIds(tx, activity, read.contestants);
        const ids = await contestants.insertMany(
          read.contestants.map(({ group, ...row }) => ({
            ...activityOwner(activity),
            ...row,
            groupId: group ? (groups.get(group) ?? null) : null,
          })),
        );
        for (const round of rounds) await gradeContestantRoundsRepository(tx).addLast(activity, round, ids);
        return ids.length;
      });
      return { added };
    },
  };
};
