import { describe, expect, it } from 'vitest';
import { makeSnapshot, questionSnapshot } from './session-fixtures.js';
import { stepLeftMs } from './use-server-countdown.js';

describe('stepLeftMs', () => {
  const opened = Date.parse('2030-01-01T00:00:00.000Z');

  it('counts down to the deadline on the server clock, never below 0', () => {
    const shown = questionSnapshot(opened);
    expect(stepLeftMs(shown, opened + 4250)).toBe(15_750);
    expect(stepLeftMs(shown, opened + 25_000)).toBe(0);
  });

  it('holds the time left while the host has paused', () => {
    const paused = questionSnapshot(opened, { paused: true, remaining_ms: 8000 });
    expect(stepLeftMs(paused, opened + 60_000)).toBe(8000);
  });

  it('has no countdown outside a shown step', () => {
    expect(stepLeftMs(makeSnapshot(), opened)).toBeNull();
    expect(stepLeftMs({ ...questionSnapshot(opened), phase: 'closed' }, opened)).toBeNull();
    expect(stepLeftMs(null, opened)).toBeNull();
  });
});
