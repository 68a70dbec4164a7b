import { sessionLimits } from '@app/contract';
import { AppError } from '../../platform/errors.js';
import type { ActivityRecord } from '../activity/index.js';
import type { LiveSessionEngine } from './live-session-engine.js';
import { playerRepository } from './player.repository.js';
import type { SessionView } from './session.repository.js';
import { effectivePhase } from './session-machine.js';
import { lastScoredStep, toMe, toSnapshot } from './session-snapshot.js';

/** The hall's side of a session: the big screen, and each phone by its participant ticket (its rejoin token). */
export const sessionPhone = (engine: LiveSessionEngine) => {
  const { db, clock } = engine.deps;

  const ofKind = <T extends { activity: { kind: number } }>(found: T) => {
    if (!engine.kind.kinds.includes(found.activity.kind)) throw new AppError('ACTIVITY_KIND_MISMATCH');
    return found;
  };
  const participantOf = async (ticket: string) => ofKind(await engine.tickets.resolve(ticket, clock()));

  /** The phone's own state; a kicked or banned player learns it here after a reload. */
  const meOf = async (view: SessionView, participantId: number) => {
    const phase = effectivePhase(view, clock());
    const open = phase === 'question' || phase === 'closed';
    const last = lastScoredStep(view, phase);
    const row = await playerRepository(db).me(view.id, participantId, view.stepIndex, last, open);
    if (!row) throw new AppError('GAME_NOT_JOINED');
    if (row.player.status === 'banned') throw new AppError('H5_BANNED');
    if (row.player.status === 'kicked') throw new AppError('GAME_KICKED');
    return toMe(row, last, open);
  };

  const stateOf = async (activity: ActivityRecord, participantId: number) => {
    const view = await engine.view(activity);
    return { activity, snapshot: toSnapshot(view, clock()), me: await meOf(view, participantId) };
  };

  return {
    screen: async (activity: ActivityRecord) => {
      const view = await engine.view(activity);
      return {
        snapshot: toSnapshot(view, clock()),
        recent: await playerRepository(db).recentNames(view.id, sessionLimits.lobbyBatch),
      };
    },

    /** Takes (or takes back) the participant's seat; the same person is the same seat, with their score. */
    join: async (ticket: string, nickname: string) => {
      const { participant, activity } = await participantOf(ticket);
      await engine.ensure(activity);
      await engine.joins.submit({
        activityId: activity.id,
        participantId: participant.id,
        nickname,
        phone: participant.phone,
        now: clock(),
      });
      return stateOf(activity, participant.id);
    },

    me: async (ticket: string) => {
      const { participant, activity } = await participantOf(ticket);
      return stateOf(activity, participant.id);
    },

    /** Judged by the time it arrived here, whenever its batch is written. */
    answer: async (ticket: string, stepIndex: number, answer: string[]) => {
      const receivedAt = clock();
      const { participant, activity } = ofKind(await engine.answerTickets.resolve(ticket, receivedAt));
      if (!engine.answers) throw new AppError('ACTIVITY_KIND_MISMATCH');
      const taken = await engine.answers.submit({
        activityId: activity.id,
        participantId: participant.id,
        stepIndex,
        answer,
        receivedAt,
      });
      return { received_at: taken.receivedAt.toISOString(), elapsed_ms: taken.elapsedMs };
    },
  };
};
