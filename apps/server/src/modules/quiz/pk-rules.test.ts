import { describe, expect, it } from 'vitest';
import { durationOf, levelStates, matchesLeft, matchWon } from './pk-rules.js';

describe('PK rules', () => {
  it('opens the first level not won and locks the ones after it', () => {
    const levels = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    expect(levelStates(levels, new Set([1])).map((l) => l.state)).toEqual(['won', 'open', 'locked', 'locked']);
    expect(levelStates(levels, new Set([2])).map((l) => l.state)).toEqual(['open', 'won', 'locked', 'locked']);
    expect(levelStates(levels, new Set()).map((l) => l.state)).toEqual(['open', 'locked', 'locked', 'locked']);
  });

  it('wins with enough right answers and a better run: more right, or as many and faster', () => {
    const opponent = { correct: 3, durationMs: 20_000 };
    expect(matchWon({ correct: 2, durationMs: 1 }, 2, null)).toBe(true);
    expect(matchWon({ correct: 1, durationMs: 1 }, 2, null)).toBe(false);
    expect(matchWon({ correct: 4, durationMs: 99_000 }, 2, opponent)).toBe(true);
    expect(matchWon({ correct: 3, durationMs: 19_999 }, 2, opponent)).toBe(true);
    expect(matchWon({ correct: 3, durationMs: 20_000 }, 2, opponent)).toBe(false);
    expect(matchWon({ correct: 5, durationMs: 1 }, 6, { correct: 0, durationMs: 0 })).toBe(false);
  });

  it('stops the clock at the deadline', () => {
    const started = new Date('2026-06-01T00:00:00Z');
    const later = new Date('2026-06-01T00:01:00Z');
    expect(durationOf(started, null, later)).toBe(60_000);
    expect(durationOf(started, new Date('2026-06-01T00:00:30Z'), later)).toBe(30_000);
  });

  it('counts the matches left today, without a limit at 0', () => {
    expect(matchesLeft(3, 1)).toBe(2);
    expect(matchesLeft(3, 5)).toBe(0);
    expect(matchesLeft(0, 5)).toBeNull();
  });
});
