import type { SessionConsole, SessionMe, SessionSnapshot } from '@app/contract';
import type { ActivityRecord } from '../activity/index.js';
import type { PlayerRow } from './player.repository.js';
import type { SessionView } from './session.repository.js';
import { commandsNow, effectivePhase } from './session-machine.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The last step whose result a player has seen: the shown one once revealed, else the one before it; skipped steps
 * have none. Null before the first.
 */
export const lastScoredStep = (v: Pick<SessionView, 'stepIndex' | 'skipped'>, phase: SessionSnapshot['phase']) => {
  let index = ['reveal', 'leaderboard', 'finished'].includes(phase) ? v.stepIndex : v.stepIndex - 1;
  while (index >= 0 && v.skipped.includes(index)) index -= 1;
  return index >= 0 ? index : null;
};

export const toSnapshot = (v: SessionView, now: Date): SessionSnapshot => {
  const phase = effectivePhase(v, now);
  const answering = phase === 'question' || phase === 'closed';
  return {
    activity_id: v.activityId,
    version: v.version,
    phase,
    paused: v.paused,
    step_index: v.stepIndex,
    step_count: v.stepCount,
    // In the lobby step_index is -1, which jsonb would read as the last step.
    step: phase !== 'lobby' && v.step ? v.step.view : null,
    opened_at: answering ? iso(v.openedAt) : null,
    deadline_at: answering ? iso(v.deadlineAt) : null,
    remaining_ms: v.paused ? v.remainingMs : null,
    joined: v.joined,
    answered: v.stepIndex >= 0 ? v.answered : 0,
    capacity: v.capacity,
    reveal: phase === 'reveal' ? v.reveal : null,
    leaderboard: phase === 'leaderboard' || phase === 'finished' ? v.leaderboard : null,
    server_time: now.toISOString(),
  };
};

export const toConsole = (
  v: SessionView,
  activity: ActivityRecord,
  now: Date,
  leaderboardEvery: number,
): SessionConsole => ({
  snapshot: toSnapshot(v, now),
  commands: commandsNow(v, now),
  full_refusals: v.fullRefusals,
  host_key: v.hostKey ?? '',
  code: activity.code ?? '',
  link: activity.code ? `/h5/${activity.code}` : '',
  title: activity.title,
  rehearsal: activity.status === 'draft',
  leaderboard_every: leaderboardEvery,
});

export type MeRow = {
  player: PlayerRow;
  rank: number;
  shownAnswer: string[] | null;
  shownPoints: number | null;
  shownStreakBefore: number | null;
  lastCorrect: boolean | null;
  lastPoints: number | null;
};

/** `open`: the shown step still takes answers, so what the player's answer to it earned is not told yet. */
export const toMe = (row: MeRow, lastStep: number | null, open: boolean): SessionMe => ({
  player_id: row.player.id,
  nickname: row.player.nickname,
  score: row.player.score - (open ? (row.shownPoints ?? 0) : 0),
  rank: row.rank,
  streak: open ? (row.shownStreakBefore ?? row.player.streak) : row.player.streak,
  answer: row.shownAnswer,
  last:
    lastStep === null
      ? null
      : {
          step_index: lastStep,
          correct: row.lastCorrect ?? false,
          points: row.lastPoints ?? 0,
          answered: row.lastCorrect !== null,
        },
});
