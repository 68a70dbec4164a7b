import type { Question, QuestionBank, QuestionFields } from '@app/contract';
import type { questionBanks, questions } from './question.table.js';

export type QuestionBankRow = typeof questionBanks.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
/** A question's own columns, as written: everything but where it lives (bank, owner) and its place. */
export type QuestionContent = Omit<
  typeof questions.$inferInsert,
  'id' | 'bankId' | 'tenantId' | 'customerId' | 'sort' | 'createdAt' | 'updatedAt'
>;

const optionOrder = (key: string) => key.charCodeAt(0);

/**
 * A valid question (see questionProblem) as stored: a multiple choice keeps its keys in option order, so
 * equal answers compare equal, and the score keeps the one decimal the contract allows.
 */
export const toQuestionRow = (q: QuestionFields): QuestionContent => ({
  type: q.type,
  stem: q.stem,
  options: q.options.map(({ key, text, image }) => ({ key, text, image })),
  answer: q.type === 'multiple' ? [...q.answer].sort((a, b) => optionOrder(a) - optionOrder(b)) : q.answer,
  blanks: q.blanks,
  explanation: q.explanation,
  difficulty: q.difficulty,
  tags: [...new Set(q.tags)],
  score: Math.round(q.score * 10) / 10,
  image: q.image,
  audio: q.audio,
  video: q.video,
});

export const toQuestion = (r: QuestionRow): Question => ({
  id: r.id,
  bank_id: r.bankId,
  type: r.type,
  stem: r.stem,
  options: r.options,
  answer: r.answer,
  blanks: r.blanks,
  explanation: r.explanation,
  difficulty: r.difficulty,
  tags: r.tags,
  score: r.score,
  image: r.image,
  audio: r.audio,
  video: r.video,
  sort: r.sort,
  created_at: r.createdAt.toISOString(),
});

export const toQuestionBank = (r: QuestionBankRow): QuestionBank => ({
  id: r.id,
  name: r.name,
  description: r.description,
  is_public: r.isPublic,
  topic: r.topic,
  question_count: r.questionCount,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});
