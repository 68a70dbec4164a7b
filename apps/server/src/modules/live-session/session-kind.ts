import type { SessionReveal } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { ActivityRecord } from '../activity/index.js';
import type { LiveStep } from './live-session.table.js';

export type StepAnswer = { answer: string[]; correct: boolean; elapsedMs: number };

/**
 * How a kind whose phones answer its steps marks them: the engine takes each answer once, at its receive time,
 * and stores it with the points given here; the reveal is made from the stored answers when the host shows it.
 */
export type StepScoring = {
  /** Whether the answer is right; null when its shape does not fit the step (no such option, wrong blank count). */
  judge: (step: LiveStep, answer: string[]) => boolean | null;
  /** Points for a judged answer; `streak` counts this answer when it is right. */
  points: (step: LiveStep, a: { correct: boolean; elapsedMs: number; streak: number }) => number;
  reveal: (step: LiveStep, answers: StepAnswer[]) => SessionReveal;
};

/**
 * What one on-site kind brings to the engine (docs/architecture.md, "On-site sessions"). The engine keeps the
 * rest: phases and host commands, the server clock, seats and rejoin, stored-once writes, capacity, events on
 * every instance and the host link. A kind with inputs of its own (buzzes, judges' scores) writes them with
 * `stepInputWriter` and keeps its stage beside the session, as the lottery keeps its own.
 */
export type SessionKind = {
  /** The activity kinds played on it. */
  kinds: readonly number[];
  /** The play list, frozen into the session at the start; empty for a kind whose stage is its own. */
  steps: (db: Db, activity: ActivityRecord) => Promise<LiveStep[]>;
  /** Present when phones answer the steps; without it the engine takes no answers. */
  scoring?: StepScoring;
  /** After how many steps the leaderboard comes by itself on `next`; 0 or absent: only when the host asks. */
  leaderboardEvery?: (activity: ActivityRecord) => number;
};

/** The kind's leaderboard interval for the activity's session, as the machine and the console take it. */
export const leaderboardEveryOf = (kind: SessionKind, activity: ActivityRecord) =>
  kind.leaderboardEvery?.(activity) ?? 0;
