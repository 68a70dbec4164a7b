import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { type AnswerStore, answerRepository } from './answer.repository.js';
import type { SessionEvents } from './session-events.js';
import type { StepScoring } from './session-kind.js';
import { type StepInput, stepInputWriter } from './step-input-writer.js';

/** An answer as the server received it. */
export type GivenAnswer = StepInput & { answer: string[] };
export type TakenAnswer = { receivedAt: Date; elapsedMs: number };

/**
 * Answers from a hall: each judged, scored on the player's streak, and stored with the player's new score in one
 * statement per session. A player's second answer to a step (in this batch or stored before) is refused with
 * GAME_ALREADY_ANSWERED.
 */
export const answerWriter = (
  deps: Pick<Deps, 'db' | 'dbKind' | 'config' | 'log'>,
  scoring: StepScoring,
  events: SessionEvents,
) =>
  stepInputWriter<GivenAnswer, TakenAnswer>(deps, events, async (tx, session, accepted, outcomes) => {
    const { step } = session;
    const rows: (AnswerStore & { at: number })[] = [];
    const taken = new Set<number>();
    for (const { item, at, player } of accepted) {
      const correct = scoring.judge(step, item.answer);
      if (correct === null) {
        outcomes[at] = { ok: false, error: new AppError('GAME_ANSWER_INVALID') };
        continue;
      }
      if (taken.has(player.id)) continue;
      taken.add(player.id);
      const elapsedMs = Math.min(
        Math.max(0, item.receivedAt.getTime() - (session.openedAt ?? item.receivedAt).getTime()),
        step.view.seconds * 1000,
      );
      const streak = correct ? player.streak + 1 : 0;
      rows.push({
        at,
        playerId: player.id,
        answer: item.answer,
        correct,
        points: scoring.points(step, { correct, elapsedMs, streak }),
        elapsedMs,
        streakBefore: player.streak,
        receivedAt: item.receivedAt,
      });
    }
    if (!rows.length) return;
    const stored = await answerRepository(tx).store(
      { sessionId: session.id, activityId: session.activityId, stepIndex: session.stepIndex },
      rows,
    );
    for (const r of rows) {
      if (stored.has(r.playerId))
        outcomes[r.at] = { ok: true, value: { receivedAt: r.receivedAt, elapsedMs: r.elapsedMs } };
    }
  });
