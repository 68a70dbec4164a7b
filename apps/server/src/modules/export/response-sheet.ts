import type { Db } from '../../db/client.js';
import type { ActivityRecord } from '../activity/own-activity.js';
import type { SheetSpec } from './export-workbook.js';

/** A questionnaire's responses: one row per response, one column per question that holds an answer. */
export const responseSheet = (_db: Db, _activity: ActivityRecord): SheetSpec => {
  throw new Error('responseSheet is being built');
};
