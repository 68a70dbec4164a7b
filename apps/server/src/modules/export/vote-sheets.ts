import type { Db } from '../../db/client.js';
import type { ActivityRecord } from '../activity/own-activity.js';
import type { SheetSpec } from './export-workbook.js';

/** Every vote record of a vote, valid and removed. */
export const voteSheet = (_db: Db, _activity: ActivityRecord): SheetSpec => {
  throw new Error('voteSheet is being built');
};

/** The candidates with their valid votes, ranked. */
export const candidateSheet = (_db: Db, _activity: ActivityRecord): SheetSpec => {
  throw new Error('candidateSheet is being built');
};
