import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeLiveQuiz } from '../activity/live-quiz.factory.js';
import { drawnQuestion, makeAttempt, makeParticipant } from '../statistic/statistic.factory.js';
import { attemptFactsCache } from './attempt-facts.js';
import { quizAttempts } from './quiz.table.js';

describe('attempts’ facts kept for the answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const questions = [drawnQuestion(1), drawnQuestion(2)];
  /** Open attempts written straight to the database, as another instance (or this one before a restart) would. */
  const startedElsewhere = async (count: number) => {
    const activity = await makeLiveQuiz(t, (await makeCustomer(t)).customer);
    const attempts = [];
    for (let i = 0; i < count; i += 1) {
      const participant = await makeParticipant(t.deps.db, activity);
      attempts.push(
        await makeAttempt(t.deps.db, participant, { startedAt: t.clock.now(), questions, finished: false }),
      );
    }
    return attempts;
  };
  const newCache = () => attemptFactsCache(t.deps.db, { windowMs: 1, maxKeys: 50 });

  it('reads an attempt not kept, once, with the questions its attempts drew alike held once', async () => {
    const [one, two] = await startedElsewhere(2);
    const cache = newCache();
    const [first, second, none] = await Promise.all([cache.load(one!.id), cache.load(two!.id), cache.load(-1)]);
    expect(first).toEqual({
      id: one!.id,
      participantId: one!.participantId,
      activityId: one!.activityId,
      startedAt: one!.startedAt,
      deadlineAt: null,
      questions,
    });
    expect(none).toBeUndefined();
    expect(second!.questions[1]).toBe(first!.questions[1]);
    expect(await cache.load(one!.id)).toBe(first);
  });

  it('answers an attempt its start kept without a read', async () => {
    const [attempt] = await startedElsewhere(1);
    const cache = newCache();
    cache.keep(attempt!);
    await t.deps.db.delete(quizAttempts).where(eq(quizAttempts.id, attempt!.id));
    expect(await cache.load(attempt!.id)).toMatchObject({ id: attempt!.id, questions });
  });
});
