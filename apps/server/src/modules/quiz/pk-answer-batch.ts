import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { ItemOutcome } from '../../platform/group-commit/group-commit-writer.js';
import type { Seat } from '../activity/index.js';
import { admitted } from '../activity/index.js';
import { type Asked, answerKey, deadlineGraceMs, verdictOrRefusal } from './batched-answer.js';
import { isCorrect } from './grading.js';
import { type GivenPkAnswer, pkPlayRepository } from './pk-play.repository.js';
import { assertOnlineQuiz, overdue } from './quiz-ticket.js';

/** One phone's answer in a PK match, waiting for its batch. */
export type PendingPkAnswer = { seat: Seat; challengeId: number; index: number; answer: string[]; at: Date };

/** What a batch answers for one answer: the result, or that the match is past its deadline (the caller settles it). */
export type PkAnsweredOutcome =
  | { kind: 'answered'; result: { index: number; correct: boolean; correct_count: number } }
  | { kind: 'overdue'; participantId: number; challengeId: number };

type Found =
  Awaited<ReturnType<ReturnType<typeof pkPlayRepository>['forAnswers']>> extends Map<string, infer V> ? V : never;
type Verdict = Extract<PkAnsweredOutcome, { kind: 'overdue' }> | { kind: 'checked'; given: GivenPkAnswer };

const askedOf = (p: PendingPkAnswer): Asked => ({
  activityId: p.seat.activityId,
  participantId: p.seat.id,
  challengeId: p.challengeId,
  index: p.index,
});

/** An answer checked before it is stored: refused (thrown), overdue, or marked and ready for its row. */
const check = (pending: PendingPkAnswer, found: Found | undefined): Verdict => {
  const { activity, match, pkEnabled } = admitted(found && { ...found, participant: pending.seat }, pending.at);
  assertOnlineQuiz(activity);
  if (!pkEnabled) throw new AppError('PK_NOT_ENABLED');
  if (!match) throw new AppError('PK_CHALLENGE_NOT_FOUND');
  if (match.status !== 'open') throw new AppError('PK_CHALLENGE_FINISHED');
  if (overdue(match, pending.at, deadlineGraceMs)) {
    return { kind: 'overdue', participantId: pending.seat.id, challengeId: match.id };
  }
  if (!match.question) throw new AppError('VALIDATION_FAILED', '题目不存在');
  const { index, answer } = pending;
  return {
    kind: 'checked',
    given: { challengeId: match.id, index, answer, correct: isCorrect(match.question, answer) },
  };
};

/**
 * A batch of PK answers, as the quiz's (answer-batch.ts): one read of every answer's activity, PK settings and
 * match (with the one question asked), each answer checked, and the ones to keep stored with one statement.
 */
export const writePkAnswers = async (db: Db, batch: PendingPkAnswer[]): Promise<ItemOutcome<PkAnsweredOutcome>[]> => {
  const repo = pkPlayRepository(db);
  const found = await repo.forAnswers(batch.map(askedOf));
  const verdicts = batch.map((p) => verdictOrRefusal(() => check(p, found.get(answerKey(askedOf(p))))));
  const checked = verdicts.flatMap((v) => (v.kind === 'checked' ? [v] : []));
  const stored = checked.length ? await repo.insertAnswers(checked.map((v) => v.given)) : [];
  const storedOf = new Map(checked.map((v, i) => [v, stored[i]!]));
  return verdicts.map((v): ItemOutcome<PkAnsweredOutcome> => {
    if (v.kind === 'refused') return { ok: false, error: v.error };
    if (v.kind === 'overdue') return { ok: true, value: v };
    const kept = storedOf.get(v)!;
    if (kept === 'closed') return { ok: false, error: new AppError('PK_CHALLENGE_FINISHED') };
    const result = { index: v.given.index, correct: kept.correct, correct_count: kept.correctCount };
    return { ok: true, value: { kind: 'answered', result } };
  });
};
