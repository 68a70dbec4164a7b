import type { GradeContestant, GradeContestantFields } from '@app/contract';
import type { ContestantChanges, ContestantRow } from './grade-contestant.repository.js';
import type { ContestantRound } from './grade-contestant-rounds.repository.js';

export const toContestant = (row: ContestantRow, groupName: string, rounds: ContestantRound[]): GradeContestant => ({
  id: row.id,
  activity_id: row.activityId,
  name: row.name,
  group_id: row.groupId,
  group_name: groupName,
  photo: row.photo,
  description: row.description,
  values: row.values,
  rounds,
});

/** The organiser's form as the row's columns. */
export const toContestantChanges = (input: GradeContestantFields): Required<ContestantChanges> => ({
  name: input.name,
  groupId: input.group_id,
  photo: input.photo,
  description: input.description,
  values: input.values,
});
