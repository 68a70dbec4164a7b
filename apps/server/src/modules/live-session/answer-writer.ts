import { type ErrorName, liveClock } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { groupCommitWriter, type ItemOutcome } from '../../platform/group-commit/group-commit-writer.js';
import { type AnswerStore, answerRepository } from './answer.repository.js';
import { type PlayerRow, playerRepository } from './player.repository.js';
import { sessionRepository } from './session.repository.js';
import type { SessionEvents } from './session-events.js';
import type { SessionKind } from './session-kind.js';

/** An answer as the server received it: `receivedAt` is what it is judged by. */
export type GivenAnswer = {
  activityId: number;
  participantId: number;
  stepIndex: number;
  answer: string[];
  receivedAt: Date;
};
export type TakenAnswer = { receivedAt: Date; elapsedMs: number };

type Pending = { item: GivenAnswer; at: number };
type Session = NonNullable<Awaited<ReturnType<ReturnType<typeof sessionRepository>['forAnswers']>>>;

/** Why this answer is not taken, or null: the session first, then the player, then the step at receive time. */
const refusalOf = (s: Session | undefined, player: PlayerRow | undefined, item: GivenAnswer): ErrorName | null => {
  if (!s || s.phase === 'lobby') return 'GAME_NOT_STARTED';
  if (s.phase === 'finished') return 'GAME_FINISHED';
  if (!player) return 'GAME_NOT_JOINED';
  if (player.status === 'banned') return 'H5_BANNED';
  if (player.status === 'kicked') return 'GAME_KICKED';
  if (item.stepIndex !== s.stepIndex) return 'GAME_WRONG_STEP';
  if (s.phase !== 'question' && s.phase !== 'closed') return 'GAME_STEP_CLOSED';
  if (s.paused) return 'GAME_PAUSED';
  const deadline = s.deadlineAt?.getTime() ?? 0;
  return item.receivedAt.getTime() > deadline + liveClock.graceMs ? 'GAME_STEP_CLOSED' : null;
};

/**
 * One session's answers of a batch: each checked against the session and the player as they are now, judged,
 * scored on the player's streak, and stored with the player's new score in one statement. A player's second
 * answer to a step (in this batch or stored before) is refused with GAME_ALREADY_ANSWERED.
 */
const takeSession = async (
  tx: Db,
  kind: SessionKind,
  activityId: number,
  pending: Pending[],
  outcomes: ItemOutcome<TakenAnswer>[],
) => {
  const session = await sessionRepository(tx).forAnswers(activityId);
  const refuse = (p: Pending, name: ErrorName) => {
    outcomes[p.at] = { ok: false, error: new AppError(name) };
  };
  const players = new Map(
    session
      ? (
          await playerRepository(tx).ofParticipants(session.id, [...new Set(pending.map((p) => p.item.participantId))])
        ).map((p) => [p.participantId, p])
      : [],
  );
  const rows: (AnswerStore & { p: Pending })[] = [];
  const taken = new Set<number>();
  for (const p of pending) {
    const player = players.get(p.item.participantId);
    const why = refusalOf(session, player, p.item);
    if (why || !session?.step || !player) {
      refuse(p, why ?? 'GAME_NOT_STARTED');
      continue;
    }
    const step = session.step;
    const correct = kind.judge(step, p.item.answer);
    if (correct === null) {
      refuse(p, 'GAME_ANSWER_INVALID');
      continue;
    }
    if (taken.has(player.id)) {
      refuse(p, 'GAME_ALREADY_ANSWERED');
      continue;
    }
    taken.add(player.id);
    const elapsedMs = Math.min(
      Math.max(0, p.item.receivedAt.getTime() - (session.openedAt ?? p.item.receivedAt).getTime()),
      step.view.seconds * 1000,
    );
    const streak = correct ? player.streak + 1 : 0;
    rows.push({
      p,
      playerId: player.id,
      answer: p.item.answer,
      correct,
      points: kind.points(step, { correct, elapsedMs, streak }),
      elapsedMs,
      streakBefore: player.streak,
      receivedAt: p.item.receivedAt,
    });
  }
  if (!rows.length || !session) return;
  const stored = await answerRepository(tx).store(
    { sessionId: session.id, activityId, stepIndex: session.stepIndex },
    rows,
  );
  for (const r of rows) {
    outcomes[r.p.at] = stored.has(r.playerId)
      ? { ok: true, value: { receivedAt: r.receivedAt, elapsedMs: r.elapsedMs } }
      : { ok: false, error: new AppError('GAME_ALREADY_ANSWERED') };
  }
};

/** Answers from a hall, stored in batches; each acknowledged only once its batch committed. */
export const answerWriter = (
  deps: Pick<Deps, 'db' | 'dbKind' | 'config' | 'log'>,
  kind: SessionKind,
  events: SessionEvents,
) =>
  groupCommitWriter<GivenAnswer, TakenAnswer>({
    db: deps.db,
    ...deps.config.groupCommit,
    inFlight: deps.dbKind === 'postgres' ? 2 : 1,
    write: async (tx, items) => {
      const outcomes: ItemOutcome<TakenAnswer>[] = new Array(items.length);
      const byActivity = new Map<number, Pending[]>();
      for (const [at, item] of items.entries()) {
        byActivity.set(item.activityId, [...(byActivity.get(item.activityId) ?? []), { item, at }]);
      }
      for (const [activityId, pending] of [...byActivity].sort(([a], [b]) => a - b)) {
        await takeSession(tx, kind, activityId, pending, outcomes);
      }
      return outcomes;
    },
    afterCommit: async (done) => {
      for (const activityId of new Set(done.filter((d) => d.outcome.ok).map((d) => d.item.activityId))) {
        events.touchCounts(activityId);
      }
    },
    onError: (err) => deps.log.error({ err }, 'live answer batch failed'),
  });
