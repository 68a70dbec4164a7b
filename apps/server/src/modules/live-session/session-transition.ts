import { type HostCommand, sessionLimits } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { ActivityRecord } from '../activity/index.js';
import { answerRepository } from './answer.repository.js';
import { extraScoreRepository } from './extra-score.repository.js';
import type { LiveStep } from './live-session.table.js';
import { playerRepository } from './player.repository.js';
import { type SessionChanges, type SessionRow, sessionRepository } from './session.repository.js';
import type { SessionEvents } from './session-events.js';
import { leaderboardEveryOf, type SessionKind } from './session-kind.js';
import { applyCommand, effectivePhase, type MachineState } from './session-machine.js';
import { lastScoredStep } from './session-snapshot.js';

/** The session moved on under the host between the check and the write; its transaction is rolled back. */
class Stale extends Error {}

const stateOf = (row: SessionRow): MachineState => ({
  phase: row.phase,
  paused: row.paused,
  stepIndex: row.stepIndex,
  openedAt: row.openedAt,
  deadlineAt: row.deadlineAt,
  remainingMs: row.remainingMs,
});

const toLeaderboard = (rows: Awaited<ReturnType<ReturnType<typeof playerRepository>['leaderboard']>>) =>
  rows.map((r) => ({ rank: r.rank, player_id: r.id, nickname: r.nickname, score: r.score, delta: r.delta }));

/**
 * Host commands and the rehearsal reset. Each runs in one transaction on the locked session row, only from the
 * version the host saw (a stale one moves nothing and answers `applied: false`), writes the state with what it
 * brings (a reveal's counts, a leaderboard, a skipped step's scores taken back), and is published after it commits.
 */
export const sessionTransitions = (deps: Pick<Deps, 'db' | 'clock'>, kind: SessionKind, events: SessionEvents) => {
  const { db } = deps;

  /** What a command writes besides the new state; `steps` is the play list it runs on. */
  const consequences = async (tx: Db, row: SessionRow, next: MachineState, command: HostCommand, steps: LiveStep[]) => {
    const players = playerRepository(tx);
    const answers = answerRepository(tx);
    const changes: SessionChanges = { ...next };
    const showing = next.phase === 'question' && next.stepIndex !== row.stepIndex;
    if (command === 'skip') {
      await answers.takeBack(row.id, row.stepIndex);
      changes.skipped = [...row.skipped, row.stepIndex];
    } else if (showing && row.stepIndex >= 0) {
      await players.endStreaks(row.id, row.stepIndex);
    }
    if (showing) changes.reveal = null;
    const step = steps[row.stepIndex];
    if (next.phase === 'reveal' && step && kind.scoring)
      changes.reveal = kind.scoring.reveal(step, await answers.ofStep(row.id, row.stepIndex));
    if (next.phase === 'leaderboard' || next.phase === 'finished') {
      const last = lastScoredStep({ stepIndex: next.stepIndex, skipped: changes.skipped ?? row.skipped }, next.phase);
      changes.leaderboard = toLeaderboard(await players.leaderboard(row.id, last, sessionLimits.leaderboardSize));
    }
    if (next.phase === 'finished') changes.finishedAt = deps.clock();
    return changes;
  };

  /** Runs `write` on the locked row when the version matches; publishes after the commit. */
  const transition = async (
    activity: ActivityRecord,
    fromVersion: number,
    write: (tx: Db, row: SessionRow) => Promise<SessionChanges>,
  ) => {
    let changes: SessionChanges;
    let version: number;
    try {
      ({ changes, version } = await db.transaction(async (tx: Db) => {
        const row = await sessionRepository(tx).lock(activity.id);
        if (!row || row.version !== fromVersion) throw new Stale();
        const written = await write(tx, row);
        const moved = await sessionRepository(tx).advance(row.id, fromVersion, written);
        if (!moved) throw new Stale();
        return { changes: written, version: moved.version };
      }));
    } catch (err) {
      if (err instanceof Stale) return false;
      throw err;
    }
    await events.publishState(activity.id);
    if (changes.phase === 'question' && !changes.paused && changes.deadlineAt) {
      events.watchDeadline(activity.id, version, changes.deadlineAt);
    }
    return true;
  };

  return {
    command: (activity: ActivityRecord, command: HostCommand, fromVersion: number) =>
      transition(activity, fromVersion, async (tx, row) => {
        const now = deps.clock();
        // Starting freezes the play list as set up now; a later edit of a bank changes nothing on stage.
        const starting = effectivePhase(row, now) === 'lobby' && (command === 'start' || command === 'next');
        const steps = starting ? await kind.steps(tx, activity) : row.steps;
        const outcome = applyCommand(stateOf(row), command, now, {
          stepCount: steps.length,
          secondsOf: (i) => steps[i]?.view.seconds ?? 0,
          leaderboardEvery: leaderboardEveryOf(kind, activity),
        });
        if (!outcome.ok) throw new AppError(outcome.error, outcome.message);
        const changes = await consequences(tx, row, outcome.state, command, steps);
        return starting ? { ...changes, steps, skipped: [], startedAt: now } : changes;
      }),

    /** Back to the lobby with every seat, and no answer or score left. */
    reset: (activity: ActivityRecord, fromVersion: number) =>
      transition(activity, fromVersion, async (tx, row) => {
        await answerRepository(tx).clear(row.id);
        await extraScoreRepository(tx).clear(row.id);
        await playerRepository(tx).clearScores(row.id);
        return {
          phase: 'lobby',
          paused: false,
          stepIndex: -1,
          openedAt: null,
          deadlineAt: null,
          remainingMs: null,
          steps: await kind.steps(tx, activity),
          skipped: [],
          reveal: null,
          leaderboard: null,
          fullRefusals: 0,
          startedAt: null,
          finishedAt: null,
        };
      }),
  };
};
