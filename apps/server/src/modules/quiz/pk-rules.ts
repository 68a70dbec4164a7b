/** A run as a match compares against it. */
export type Mark = { correct: number; durationMs: number };
type LevelState = 'won' | 'open' | 'locked';

/**
 * Each level's state for a participant: 'won' where they won a match, the first level not won 'open', and the
 * levels after it 'locked'. A level won out of order (one before it added or its win voided later) stays won.
 */
export const levelStates = <L extends { id: number }>(levels: L[], wonIds: Set<number>) => {
  let opened = false;
  return levels.map((level): L & { state: LevelState } => {
    if (wonIds.has(level.id)) return { ...level, state: 'won' };
    const state = opened ? 'locked' : 'open';
    opened = true;
    return { ...level, state };
  });
};

/**
 * A match is won with at least `winCorrect` right answers and a better run than the opponent's: more right
 * answers, or as many in less time. With no opponent only `winCorrect` counts.
 */
export const matchWon = (mine: Mark, winCorrect: number, opponent: Mark | null) =>
  mine.correct >= winCorrect &&
  (opponent === null ||
    mine.correct > opponent.correct ||
    (mine.correct === opponent.correct && mine.durationMs < opponent.durationMs));

/** Time taken, stopping at the deadline: a late finish does not make a match slower than the clock allowed. */
export const durationOf = (startedAt: Date, deadlineAt: Date | null, now: Date) => {
  const end = deadlineAt && deadlineAt < now ? deadlineAt : now;
  return Math.max(0, end.getTime() - startedAt.getTime());
};

/** Matches left today; null without a daily limit. */
export const matchesLeft = (dayMax: number, today: number) => (dayMax > 0 ? Math.max(0, dayMax - today) : null);
