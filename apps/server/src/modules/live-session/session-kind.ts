import type { SessionReveal } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { ActivityRecord } from '../activity/index.js';
import type { LiveStep } from './live-session.table.js';

export type StepAnswer = { answer: string[]; correct: boolean; elapsedMs: number };

/**
 * What one on-site kind brings to the engine: its play list, how it judges and scores an answer, and what its
 * reveal shows. The engine does the rest (phases, clock, seats, storing answers once, events).
 */
export type SessionKind = {
  /** The activity kinds played on it. */
  kinds: readonly number[];
  /** The play list, frozen into the session at the start. */
  steps: (db: Db, activity: ActivityRecord) => Promise<LiveStep[]>;
  /** Whether the answer is right; null when its shape does not fit the step (no such option, wrong blank count). */
  judge: (step: LiveStep, answer: string[]) => boolean | null;
  /** Points for a judged answer; `streak` counts this answer when it is right. */
  points: (step: LiveStep, a: { correct: boolean; elapsedMs: number; streak: number }) => number;
  reveal: (step: LiveStep, answers: StepAnswer[]) => SessionReveal;
  /** After how many steps the leaderboard comes by itself on `next`; 0 or absent: only when the host asks. */
  leaderboardEvery?: (activity: ActivityRecord) => number;
};

/** The kind's leaderboard interval for the activity's session, as the machine and the console take it. */
export const leaderboardEveryOf = (kind: SessionKind, activity: ActivityRecord) =>
  kind.leaderboardEvery?.(activity) ?? 0;
