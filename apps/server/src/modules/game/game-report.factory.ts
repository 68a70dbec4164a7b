import type { SessionPhase } from '@app/contract';
import type { Db } from '../../db/client.js';
import { type LiveStep, liveSessionAnswers, liveSessionPlayers, liveSessions } from '../live-session/index.js';

type HasDb = { deps: { db: Db } };
type Activity = { id: number; tenantId: number; customerId: number; kind: number };

/** A step of a frozen play list, as the engine stores it. */
export const liveStep = (index: number, stem: string, roundName = '第一轮', type = 'single'): LiveStep => ({
  view: {
    index,
    type,
    stem,
    image: '',
    options: [
      { key: 'A', text: '甲', image: '' },
      { key: 'B', text: '乙', image: '' },
    ],
    blank_count: 0,
    seconds: 20,
    round_name: roundName,
  },
  secret: { answer: ['A'] },
});

/** An activity's session written straight to its table, in the given phase with `stepIndex` steps shown. */
export const makeSession = async (
  t: HasDb,
  activity: Activity,
  fields: { phase?: SessionPhase; steps?: LiveStep[]; stepIndex?: number; skipped?: number[] } = {},
) => {
  const [row] = await t.deps.db
    .insert(liveSessions)
    .values({
      tenantId: activity.tenantId,
      customerId: activity.customerId,
      activityId: activity.id,
      kind: activity.kind,
      phase: fields.phase ?? 'lobby',
      steps: fields.steps ?? [],
      stepIndex: fields.stepIndex ?? -1,
      skipped: fields.skipped ?? [],
    })
    .returning();
  return row!;
};

let participant = 0;

/** A player seated in a session. */
export const makePlayer = async (
  t: HasDb,
  session: { id: number; activityId: number },
  fields: { nickname: string; phone?: string; score?: number },
) => {
  participant += 1;
  const [row] = await t.deps.db
    .insert(liveSessionPlayers)
    .values({
      sessionId: session.id,
      activityId: session.activityId,
      participantId: participant,
      nickname: fields.nickname,
      phone: fields.phone ?? '',
      score: fields.score ?? 0,
      joinedAt: new Date('2026-06-01T02:00:00Z'),
    })
    .returning();
  return row!;
};

/** One player's answer to one step, received `elapsedMs` after the step was shown. */
export const makeAnswer = async (
  t: HasDb,
  player: { id: number; sessionId: number; activityId: number },
  fields: { stepIndex: number; answer: string[]; correct: boolean; points: number; elapsedMs: number },
) => {
  await t.deps.db.insert(liveSessionAnswers).values({
    sessionId: player.sessionId,
    activityId: player.activityId,
    playerId: player.id,
    stepIndex: fields.stepIndex,
    answer: fields.answer,
    correct: fields.correct,
    points: fields.points,
    elapsedMs: fields.elapsedMs,
    receivedAt: new Date(Date.parse('2026-06-01T02:10:00Z') + fields.stepIndex * 60_000 + fields.elapsedMs),
  });
};
