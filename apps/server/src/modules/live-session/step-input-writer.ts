import { type ErrorName, liveClock } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { groupCommitWriter, type ItemOutcome } from '../../platform/group-commit/group-commit-writer.js';
import type { LiveStep } from './live-session.table.js';
import { type PlayerRow, playerRepository } from './player.repository.js';
import { sessionRepository } from './session.repository.js';
import type { SessionEvents } from './session-events.js';

/** What a phone sent to a step, as the server received it: `receivedAt` is what it is judged by. */
export type StepInput = { activityId: number; participantId: number; stepIndex: number; receivedAt: Date };

type SessionRead = NonNullable<Awaited<ReturnType<ReturnType<typeof sessionRepository>['forAnswers']>>>;
/** The session as a batch sees it: share-locked until the batch commits, so no transition moves it meanwhile. */
export type InputSession = SessionRead & { activityId: number; step: LiveStep };

/** An input the session and its sender accept; `at` is its place in the batch, where its outcome goes. */
export type AcceptedInput<I> = { item: I; at: number; player: PlayerRow };

/**
 * What a kind does with one session's accepted inputs in the batch's transaction: judge them, store each once,
 * and set each one's outcome. One it leaves unset was not stored, and is refused as a second input to the step
 * is (GAME_ALREADY_ANSWERED).
 */
export type TakeInputs<I, O> = (
  tx: Db,
  session: InputSession,
  accepted: AcceptedInput<I>[],
  outcomes: ItemOutcome<O>[],
) => Promise<void>;

/** Why this input is not taken, or null: the session first, then the player, then the step at receive time. */
const refusalOf = (s: SessionRead | undefined, player: PlayerRow | undefined, item: StepInput): ErrorName | null => {
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

const takeSession = async <I extends StepInput, O>(
  tx: Db,
  take: TakeInputs<I, O>,
  activityId: number,
  pending: { item: I; at: number }[],
  outcomes: ItemOutcome<O>[],
) => {
  const session = await sessionRepository(tx).forAnswers(activityId);
  const players = new Map(
    session
      ? (
          await playerRepository(tx).ofParticipants(session.id, [...new Set(pending.map((p) => p.item.participantId))])
        ).map((p) => [p.participantId, p])
      : [],
  );
  const accepted: AcceptedInput<I>[] = [];
  for (const p of pending) {
    const player = players.get(p.item.participantId);
    const why = refusalOf(session, player, p.item);
    if (why || !session?.step || !player)
      outcomes[p.at] = { ok: false, error: new AppError(why ?? 'GAME_NOT_STARTED') };
    else accepted.push({ ...p, player });
  }
  if (session?.step && accepted.length)
    await take(tx, { ...session, activityId, step: session.step }, accepted, outcomes);
  for (const a of accepted) outcomes[a.at] ??= { ok: false, error: new AppError('GAME_ALREADY_ANSWERED') };
};

/**
 * Inputs from a hall to the shown step, stored in batches and each acknowledged only once its batch committed:
 * the engine checks the session, the sender's seat and the step's clock; the kind's `take` does the rest.
 */
export const stepInputWriter = <I extends StepInput, O>(
  deps: Pick<Deps, 'db' | 'dbKind' | 'config' | 'log'>,
  events: SessionEvents,
  take: TakeInputs<I, O>,
) =>
  groupCommitWriter<I, O>({
    db: deps.db,
    ...deps.config.groupCommit,
    inFlight: deps.dbKind === 'postgres' ? 2 : 1,
    write: async (tx, items) => {
      const outcomes: ItemOutcome<O>[] = new Array(items.length);
      const byActivity = new Map<number, { item: I; at: number }[]>();
      for (const [at, item] of items.entries()) {
        byActivity.set(item.activityId, [...(byActivity.get(item.activityId) ?? []), { item, at }]);
      }
      for (const [activityId, pending] of [...byActivity].sort(([a], [b]) => a - b)) {
        await takeSession(tx, take, activityId, pending, outcomes);
      }
      return outcomes;
    },
    afterCommit: async (done) => {
      for (const activityId of new Set(done.filter((d) => d.outcome.ok).map((d) => d.item.activityId))) {
        events.touchCounts(activityId);
      }
    },
    onError: (err) => deps.log.error({ err }, 'live input batch failed'),
  });
