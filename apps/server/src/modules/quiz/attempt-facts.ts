import type { Db } from '../../db/client.js';
import { readThroughCache } from '../../platform/group-commit/read-through-cache.js';
import { type AttemptRow, attemptRepository } from './attempt.repository.js';
import type { DrawnQuestion } from './quiz.table.js';

/**
 * What an answer needs of its attempt and what never changes once the attempt started: whose it is, in which
 * activity, its clocks and the questions it drew. Its state (open or handed in) is checked where the answer is
 * stored.
 */
export type AttemptFacts = Pick<
  AttemptRow,
  'id' | 'participantId' | 'activityId' | 'startedAt' | 'deadlineAt' | 'questions'
>;

/** Attempts being answered at once on one instance: a few halls; an attempt let go is read again when answered. */
const maxAttempts = 20_000;
/** Distinct questions kept shared between attempts before the sharing starts over. */
const maxShared = 50_000;

/**
 * Attempts' facts by id, kept for good (they never change): the start keeps the attempt it drew, so a phone's
 * answers read nothing of it; an attempt started elsewhere (another instance, before a restart) is read once, in
 * a batch. The attempts of one quiz mostly draw the same questions, so each distinct question is held once.
 */
export const attemptFactsCache = (db: Db, batching: { windowMs: number; maxKeys: number }) => {
  let shared = new Map<string, DrawnQuestion>();
  const share = (question: DrawnQuestion) => {
    const key = JSON.stringify(question);
    const known = shared.get(key);
    if (known) return known;
    if (shared.size >= maxShared) shared = new Map();
    shared.set(key, question);
    return question;
  };
  const factsOf = (attempt: AttemptFacts): AttemptFacts => ({
    id: attempt.id,
    participantId: attempt.participantId,
    activityId: attempt.activityId,
    startedAt: attempt.startedAt,
    deadlineAt: attempt.deadlineAt,
    questions: attempt.questions.map(share),
  });
  const cache = readThroughCache<number, AttemptFacts>({
    ...batching,
    maxEntries: maxAttempts,
    read: async (ids) => new Map((await attemptRepository(db).facts(ids)).map((r) => [r.id, factsOf(r)])),
  });
  return {
    load: (attemptId: number) => cache.load(attemptId),
    /** An attempt just started and committed. */
    keep: (attempt: AttemptFacts) => cache.keep(attempt.id, factsOf(attempt)),
  };
};
