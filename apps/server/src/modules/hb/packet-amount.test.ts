import { describe, expect, it } from 'vitest';
import { packetAmount } from './packet-amount.js';

const fixed = { mode: 'fixed' as const, amount: 188, minAmount: 0, maxAmount: 0 };
const random = { mode: 'random' as const, amount: 0, minAmount: 100, maxAmount: 500 };

describe('packetAmount', () => {
  it('pays the fixed amount while the budget has it, and nothing once it has not', () => {
    expect(packetAmount(fixed, 1000)).toBe(188);
    expect(packetAmount(fixed, 188)).toBe(188);
    expect(packetAmount(fixed, 187)).toBeNull();
  });

  it('draws a random amount between the minimum and the maximum, both included', () => {
    expect(packetAmount(random, 10_000, (min) => min)).toBe(100);
    expect(packetAmount(random, 10_000, (_min, max) => max)).toBe(500);
    for (let i = 0; i < 200; i += 1) {
      const amount = packetAmount(random, 10_000) ?? 0;
      expect(amount).toBeGreaterThanOrEqual(100);
      expect(amount).toBeLessThanOrEqual(500);
    }
  });

  it('gives the last random packet what is left when that is less than drawn, and none below the minimum', () => {
    expect(packetAmount(random, 230, (_min, max) => max)).toBe(230);
    expect(packetAmount(random, 100, (_min, max) => max)).toBe(100);
    expect(packetAmount(random, 99, (_min, max) => max)).toBeNull();
  });
});
