import { pagingOf } from '../../db/list-page.js';
import type { Deps } from '../../platform/deps.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ownActivity } from '../activity/index.js';
import { ownerOf } from '../wallet/index.js';
import { type AnswerRecordFilter, answerRecordRepository } from './answer-record.repository.js';
import { fullScoreOf } from './grading.js';

type Row = Awaited<ReturnType<ReturnType<typeof answerRecordRepository>['page']>>['rows'][number];
type Input = AnswerRecordFilter & { activity_id: number; page: number; limit: number };

const toAnswerRecord = ({ attempt: a, name, phone, unit }: Row) => ({
  attempt_id: a.id,
  participant_id: a.participantId,
  name,
  phone,
  unit,
  level: a.level,
  score: a.score,
  // From the questions, as the participant's result is: an attempt still open has no tally stored yet.
  full_score: fullScoreOf(a.questions),
  correct_count: a.correctCount,
  total: a.questions.length,
  passed: a.passed,
  duration_ms: a.durationMs,
  started_at: a.startedAt.toISOString(),
  submitted_at: a.submittedAt?.toISOString() ?? null,
});

/** The organiser's answer records: every attempt, finished or still open, with who made it. */
export const answerRecordService = (deps: Pick<Deps, 'db'>) => ({
  list: async (user: CurrentUser, input: Input) => {
    const activity = await ownActivity(deps.db, user, input.activity_id);
    const { rows, total, totalCapped } = await answerRecordRepository(deps.db).page(
      ownerOf(user),
      activity.id,
      input,
      pagingOf(input),
    );
    return { list: rows.map(toAnswerRecord), total, total_capped: totalCapped, page: input.page, limit: input.limit };
  },
});
