import { activityKind, type QuizSettings, quizSettingsSchema } from '@app/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { ActivityRecord } from '../activity/index.js';
import { resolveTicket } from '../activity/index.js';
import type { AttemptRow } from './attempt.repository.js';

export const assertOnlineQuiz = (activity: Pick<ActivityRecord, 'kind'>) => {
  if (activity.kind !== activityKind.onlineQuiz) throw new AppError('ACTIVITY_KIND_MISMATCH');
};

/** The ticket's participant and their activity, which must be an online quiz that can be taken part in now. */
export const quizOfTicket = async (db: Db, ticket: string, now: Date) => {
  const found = await resolveTicket(db, ticket, now);
  assertOnlineQuiz(found.activity);
  return found;
};

export const settingsOf = (activity: Pick<ActivityRecord, 'settings'>) => quizSettingsSchema.parse(activity.settings);

/** Past the attempt's deadline (plus `grace`); an attempt without a deadline never is. */
export const overdue = (attempt: Pick<AttemptRow, 'deadlineAt'>, now: Date, grace = 0) =>
  attempt.deadlineAt !== null && now.getTime() > attempt.deadlineAt.getTime() + grace;

/** Checkpoint mode: the first level not yet passed; null once all are. */
export const levelToPlay = (settings: QuizSettings, passed: Set<number>) => {
  const index = settings.levels.findIndex((_, i) => !passed.has(i + 1));
  return index < 0 ? null : index + 1;
};
