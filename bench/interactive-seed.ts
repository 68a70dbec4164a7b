import { activityKind } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.js';
import { makeLiveActivity } from '../apps/server/src/modules/activity/live-activity.factory.js';
import { fillBank, makeBank, sampleQuestion } from '../apps/server/src/modules/question/question.factory.js';
import { questions } from '../apps/server/src/modules/question/question.table.js';
import { seedHost } from './bench-seed.js';

const clock = { now: () => new Date() };

/** The one option key every seeded question takes as right (sampleQuestion's single choice). */
export const rightKey = sampleQuestion('single').answer?.[0] ?? 'B';
export const wrongKey = 'A';

export type SeededGame = { activityId: number; code: string; token: string; questionIds: number[] };

/**
 * A published interactive quiz whose organiser may seat `capacity` players, a bank of `questionCount`
 * single-choice questions for its round, and a logged-in organiser's token to host with.
 */
export const seedGame = async (db: Db, capacity: number, questionCount: number): Promise<SeededGame> => {
  const { organiser, token } = await seedHost(db, capacity);
  const bank = await fillBank({ deps: { db } }, await makeBank({ deps: { db } }, organiser), questionCount, (i) => ({
    ...sampleQuestion('single'),
    stem: `${i}. ${sampleQuestion('single').stem}`,
  }));
  const questionIds = (
    await db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.bankId, bank.id))
      .orderBy(asc(questions.sort))
  ).map((r) => r.id);
  const activity = await makeLiveActivity({ deps: { db }, clock }, organiser, activityKind.siteInteraction);
  return { activityId: activity.id, code: activity.code ?? '', token, questionIds };
};
