import { randomBytes } from 'node:crypto';
import { quizSettingsSchema, surveyAnswerSchema, surveySettingsSchema } from '@app/contract';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.js';
import type { Db } from '../apps/server/src/db/client.js';
import { participants } from '../apps/server/src/modules/activity/activity.table.js';
import { makeLiveActivity } from '../apps/server/src/modules/activity/live-activity.factory.js';
import { makeLiveQuiz } from '../apps/server/src/modules/activity/live-quiz.factory.js';
import { shanghaiDayOf } from '../apps/server/src/modules/activity/shanghai-day.js';
import { sessionService } from '../apps/server/src/modules/auth/session.service.js';
import { customerRepository } from '../apps/server/src/modules/customer/customer.repository.js';
import { customers } from '../apps/server/src/modules/customer/customer.table.js';
import { fillBank, makeBank } from '../apps/server/src/modules/question/question.factory.js';
import { questions } from '../apps/server/src/modules/question/question.table.js';
import { drawQuestions } from '../apps/server/src/modules/quiz/question-pool.js';
import { quizAttempts } from '../apps/server/src/modules/quiz/quiz.table.js';
import { defaultTenant } from '../apps/server/src/modules/tenant/default-tenant.js';
import { tenantRepository } from '../apps/server/src/modules/tenant/tenant.repository.js';
import { voteCandidates } from '../apps/server/src/modules/vote/vote.table.js';

const chunk = 500;
const clock = { now: () => new Date() };

/**
 * An organiser of the site that answers localhost (the benches call the server with that host), the site made here
 * when the bench seeds before the server first starts on this database.
 */
export const seedOrganiser = async (db: Db, phone = '13900000001') => {
  const sites = tenantRepository(db);
  const tenant = (await sites.byHost('localhost')) ?? (await sites.insert(defaultTenant));
  return customerRepository(db).insert({ tenantId: tenant.id, phone, passwordHash: 'x' });
};
type Organiser = Awaited<ReturnType<typeof seedOrganiser>>;

/** An organiser who may seat `capacity` players at once, logged in: the token hosts their on-site activities. */
export const seedHost = async (db: Db, capacity: number) => {
  const organiser = await seedOrganiser(db);
  await db.update(customers).set({ onlineNum: capacity }).where(eq(customers.id, organiser.id));
  const config = loadConfig({ PAYMENT_SANDBOX_SECRET: 'bench' });
  const { token } = await sessionService({ db, clock: () => new Date(), config }).start(organiser, {
    ip: '127.0.0.1',
    userAgent: 'bench',
  });
  return { organiser, token };
};
type Owner = { tenantId: number; customerId: number; activityId: number };

/** `n` participants of an activity, each with a ticket, written straight to the table in chunks. */
const seedParticipants = async (db: Db, owner: Owner, n: number, prefix: string) => {
  const people: { id: number; ticket: string }[] = [];
  for (let start = 0; start < n; start += chunk) {
    const rows = await db
      .insert(participants)
      .values(
        Array.from({ length: Math.min(chunk, n - start) }, (_, k) => ({
          ...owner,
          identity: `device:${prefix}-${start + k}`,
          deviceId: `${prefix}-${start + k}`,
          ticket: randomBytes(24).toString('base64url'),
        })),
      )
      .returning({ id: participants.id, ticket: participants.ticket });
    people.push(...rows);
  }
  return people;
};

export type QuizSlot = { ticket: string; attemptId: number; answers: string[][] };

/** One live quiz of `questionCount` fixed questions and its participants, each with an attempt started. */
export const seedQuiz = async (db: Db, organiser: Organiser, participantCount: number, questionCount: number) => {
  const bank = await fillBank({ deps: { db } }, await makeBank({ deps: { db } }, organiser), questionCount);
  const ids = (await db.select({ id: questions.id }).from(questions).where(eq(questions.bankId, bank.id))).map(
    (r) => r.id,
  );
  const settings = { question_ids: ids, day_max: 0, reveal: 'question' as const };
  const activity = await makeLiveQuiz({ deps: { db }, clock }, organiser, settings);
  const drawn = await drawQuestions(db, quizSettingsSchema.parse(settings), 1);
  const owner = { tenantId: organiser.tenantId, customerId: organiser.id, activityId: activity.id };
  const people = await seedParticipants(db, owner, participantCount, 'quiz');
  const now = new Date();
  const slots: QuizSlot[] = [];
  for (let start = 0; start < people.length; start += chunk) {
    const some = people.slice(start, start + chunk);
    const attempts = await db
      .insert(quizAttempts)
      .values(
        some.map((p) => ({ ...owner, participantId: p.id, day: shanghaiDayOf(now), questions: drawn, startedAt: now })),
      )
      .returning({ id: quizAttempts.id });
    // Every other participant answers right, so both grading outcomes are exercised.
    for (const [k, p] of some.entries()) {
      const answers = drawn.map((q) =>
        (start + k) % 2 ? ['Z'] : q.type === 'blank' ? q.blanks.map((b) => b[0]!) : q.answer,
      );
      slots.push({ ticket: p.ticket, attemptId: attempts[k]!.id, answers });
    }
  }
  return { activityId: activity.id, slots };
};

/** No limit in the way: any number of votes per voter, all from 127.0.0.1. */
const openVoteSettings = {
  votes_per_day: 0,
  votes_per_candidate_day: 0,
  anti_stuffing: { ip_day_max: 0, device_minute_max: 1000, ip_burst_flag: 0 },
};

export type SeededVote = { activityId: number; candidateIds: number[]; voters: { id: number; ticket: string }[] };

/** One live vote without limits, its candidates and its voters. */
export const seedVote = async (
  db: Db,
  organiser: Organiser,
  voterCount: number,
  candidateCount: number,
): Promise<SeededVote> => {
  const vote = await makeLiveActivity({ deps: { db }, clock }, organiser, 4, { form: 'vote', vote: openVoteSettings });
  const owner = { tenantId: organiser.tenantId, customerId: organiser.id, activityId: vote.id };
  const candidates = await db
    .insert(voteCandidates)
    .values(Array.from({ length: candidateCount }, (_, i) => ({ ...owner, number: i + 1, name: `选手 ${i + 1}` })))
    .returning({ id: voteCandidates.id });
  const voters = await seedParticipants(db, owner, voterCount, 'voter');
  return { activityId: vote.id, candidateIds: candidates.map((c) => c.id), voters };
};

const surveyQuestions = [
  {
    key: 'q_pick',
    type: 'radio',
    title: '您从哪里得知本次活动',
    required: true,
    options: [
      { key: 'friend', label: '朋友' },
      { key: 'poster', label: '海报' },
    ],
  },
  { key: 'q_note', type: 'text', title: '您的建议' },
];
/** A full answer to the seeded questionnaire. */
export const surveyAnswers = {
  q_pick: surveyAnswerSchema.parse({ values: ['poster'] }),
  q_note: surveyAnswerSchema.parse({ text: '很好' }),
};

/** One live questionnaire of two questions, once per participant, and its participants. */
export const seedSurvey = async (db: Db, organiser: Organiser, participantCount: number) => {
  const settings = surveySettingsSchema.parse({ form: 'survey', questions: surveyQuestions });
  const survey = await makeLiveActivity({ deps: { db }, clock }, organiser, 4, settings);
  const owner = { tenantId: organiser.tenantId, customerId: organiser.id, activityId: survey.id };
  return { activityId: survey.id, people: await seedParticipants(db, owner, participantCount, 'survey') };
};
