import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeLiveQuiz } from '../activity/live-quiz.factory.js';
import { enterAs } from '../activity/participant.factory.js';
import { attemptRepository } from './attempt.repository.js';
import { attemptFactsCache } from './attempt-facts.js';
import { type DrawnQuestion, quizAttempts } from './quiz.table.js';

const question = (questionId: number): DrawnQuestion => ({
  questionId,
  type: 'single',
  stem: `题目${questionId}`,
  options: [
    { key: 'A', text: '甲', image: '' },
    { key: 'B', text: '乙', image: '' },
  ],
  answer: ['B'],
  blanks: [],
  explanation: '',
  score: 10,
  image: '',
  audio: '',
  video: '',
});

describe('attempts’ facts kept for the answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Attempts written straight to the database, as another instance (or this one before a restart) would have. */
  const startedElsewhere = async (count: number) => {
    const organiser = await makeCustomer(t);
    const activity = await makeLiveQuiz(t, organiser.customer);
    const attempts = [];
    for (let i = 0; i < count; i += 1) {
      const player = await enterAs(t, activity);
      attempts.push(
        await attemptRepository(t.deps.db).insert({
          tenantId: activity.tenantId,
          customerId: activity.customerId,
          activityId: activity.id,
          participantId: player.id,
          level: 1,
          day: '2026-06-01',
          questions: [question(1), question(2)],
          startedAt: t.clock.now(),
          deadlineAt: null,
        }),
      );
    }
    return attempts;
  };

  it('reads an attempt not kept, once, with the questions its attempts drew alike held once', async () => {
    const [one, two] = await startedElsewhere(2);
    const cache = attemptFactsCache(t.deps.db, { windowMs: 1, maxKeys: 50 });
    const [first, second, none] = await Promise.all([cache.load(one!.id), cache.load(two!.id), cache.load(-1)]);
    expect(first).toEqual({
      id: one!.id,
      participantId: one!.participantId,
      activityId: one!.activityId,
      startedAt: one!.startedAt,
      deadlineAt: null,
      questions: [question(1), question(2)],
    });
    expect(none).toBeUndefined();
    expect(second!.questions[1]).toBe(first!.questions[1]);
    expect(await cache.load(one!.id)).toBe(first);
  });

  it('answers an attempt its start kept without a read', async () => {
    const [attempt] = await startedElsewhere(1);
    const cache = attemptFactsCache(t.deps.db, { windowMs: 1, maxKeys: 50 });
    cache.keep(attempt!);
    await t.deps.db.delete(quizAttempts).where(eq(quizAttempts.id, attempt!.id));
    expect(await cache.load(attempt!.id)).toMatchObject({ id: attempt!.id, questions: [question(1), question(2)] });
  });
});
