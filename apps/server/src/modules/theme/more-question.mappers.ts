import type { MoreQuestion } from '@app/contract';
import type { MorePageRow, MoreQuestionRow } from './more-question.repository.js';

/** No row reads as a page that is off and would come after the quiz. */
export const toMorePage = (row: MorePageRow | null) => ({
  enabled: row?.enabled ?? false,
  position: row?.position ?? 'after',
  title: row?.title ?? '',
  intro: row?.intro ?? '',
});

export const toMoreQuestion = (row: MoreQuestionRow): MoreQuestion => ({
  id: row.id,
  activity_id: row.activityId,
  type: row.type,
  stem: row.stem,
  options: row.options,
  required: row.required,
  sort: row.sort,
});

/** What a participant sees of a question: not its activity or place in the order. */
export const toH5MoreQuestion = (row: MoreQuestionRow) => ({
  id: row.id,
  type: row.type,
  stem: row.stem,
  options: row.options,
  required: row.required,
});

/** Answers keyed by question id, as the contract's records are. */
export const answersByQuestion = (rows: { questionId: number; answer: string[] }[]) =>
  Object.fromEntries(rows.map((r) => [String(r.questionId), r.answer]));
