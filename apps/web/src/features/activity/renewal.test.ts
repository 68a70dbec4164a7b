import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { renewedExpiry } from './renewal.js';

const now = dayjs('2025-03-10T08:00:00.000Z');

describe('renewedExpiry', () => {
  it('adds the days to an expiry still ahead', () => {
    expect(renewedExpiry('2025-03-20T00:00:00.000Z', 30, now)).toBe('2025-04-19T00:00:00.000Z');
  });

  it('counts from now once the activity has expired', () => {
    expect(renewedExpiry('2025-03-01T00:00:00.000Z', 7, now)).toBe('2025-03-17T08:00:00.000Z');
  });

  it('counts from now without an expiry', () => {
    expect(renewedExpiry(null, 7, now)).toBe('2025-03-17T08:00:00.000Z');
  });
});
