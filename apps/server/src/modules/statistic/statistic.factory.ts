import type { Db } from '../../db/client.js';
import { participants, shanghaiDayOf } from '../activity/index.js';
import { prizeDraws } from '../prize/index.js';
import { type DrawnQuestion, quizAnswers, quizAttempts } from '../quiz/index.js';

/** Rows the quiz and prize runtimes would write, put in directly so statistics and exports have data to read. */

type Activity = { id: number; tenantId: number; customerId: number };
type Participant = typeof participants.$inferSelect;
let counter = 0;

export const makeParticipant = async (
  db: Db,
  activity: Activity,
  fields: Partial<Pick<Participant, 'name' | 'phone' | 'unit' | 'fields' | 'createdAt' | 'preview'>> = {},
) => {
  counter += 1;
  const [row] = await db
    .insert(participants)
    .values({
      tenantId: activity.tenantId,
      customerId: activity.customerId,
      activityId: activity.id,
      identity: `device:test-${process.pid}-${counter}`,
      ticket: `ticket-${process.pid}-${counter}-${Math.random().toString(36).slice(2)}`,
      deviceId: `test-${counter}`,
      name: `参与者${counter}`,
      ...fields,
    })
    .returning();
  return row!;
};

export const drawnQuestion = (questionId: number, fields: Partial<DrawnQuestion> = {}): DrawnQuestion => ({
  questionId,
  type: 'single',
  stem: `题目${questionId}`,
  options: [],
  answer: ['A'],
  blanks: [],
  explanation: '',
  score: 10,
  image: '',
  audio: '',
  video: '',
  ...fields,
});

type AttemptFields = {
  startedAt: Date;
  /** One entry per question: whether it was answered right; null leaves it unanswered. */
  answers?: (boolean | null)[];
  questions?: DrawnQuestion[];
  finished?: boolean;
  passed?: boolean;
  level?: number;
  durationMs?: number;
};

/** An attempt with its answers; the score is 10 per right answer. */
export const makeAttempt = async (db: Db, participant: Participant, fields: AttemptFields) => {
  const answers = fields.answers ?? [];
  const questions = fields.questions ?? answers.map((_, i) => drawnQuestion(i + 1));
  const correct = answers.filter((a) => a === true).length;
  const finished = fields.finished ?? true;
  const durationMs = fields.durationMs ?? 60_000;
  const [attempt] = await db
    .insert(quizAttempts)
    .values({
      tenantId: participant.tenantId,
      customerId: participant.customerId,
      activityId: participant.activityId,
      participantId: participant.id,
      level: fields.level ?? 1,
      day: shanghaiDayOf(fields.startedAt),
      questions,
      status: finished ? 'finished' : 'open',
      score: correct * 10,
      fullScore: questions.length * 10,
      correctCount: correct,
      total: questions.length,
      passed: fields.passed ?? false,
      startedAt: fields.startedAt,
      submittedAt: finished ? new Date(fields.startedAt.getTime() + durationMs) : null,
      durationMs: finished ? durationMs : 0,
    })
    .returning();
  const given = answers.flatMap((right, i) => (right === null ? [] : [{ right, q: questions[i]!, i }]));
  if (given.length > 0) {
    await db.insert(quizAnswers).values(
      given.map(({ right, q, i }) => ({
        activityId: participant.activityId,
        attemptId: attempt!.id,
        participantId: participant.id,
        questionIndex: i,
        questionId: q.questionId,
        answer: [right ? 'A' : 'B'],
        correct: right,
        score: right ? 10 : 0,
      })),
    );
  }
  return attempt!;
};

/** A winning draw with its redemption code. */
export const makeWin = async (
  db: Db,
  participant: Participant,
  fields: { code: string; wonAt: Date; goodsName?: string; turnName?: string; redeemedAt?: Date | null },
) => {
  const [draw] = await db
    .insert(prizeDraws)
    .values({
      tenantId: participant.tenantId,
      customerId: participant.customerId,
      activityId: participant.activityId,
      turnId: 1,
      participantId: participant.id,
      day: shanghaiDayOf(fields.wonAt),
      roll: 1,
      pool: '[]',
      goodsId: 1,
      goodsName: fields.goodsName ?? '保温杯',
      turnName: fields.turnName ?? '答题抽奖',
      code: fields.code,
      redeemedAt: fields.redeemedAt ?? null,
      createdAt: fields.wonAt,
    })
    .returning();
  return draw!;
};
