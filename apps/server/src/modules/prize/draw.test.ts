import { describe, expect, it } from 'vitest';
import { chanceOf, landOn, percentOf } from './draw.js';
import { codeAlphabet, codeLength, newRedemptionCode, normalizeCode } from './redemption-code.js';

const pool = [
  { id: 1, chance: 3000, stock: 5 },
  { id: 2, chance: 5000, stock: 0 },
  { id: 3, chance: 1, stock: 9 },
];

describe('landOn', () => {
  it('lands on the first goods for rolls below its chance, and on the next from there', () => {
    expect(landOn(pool, 0)?.id).toBe(1);
    expect(landOn(pool, 2999)?.id).toBe(1);
    expect(landOn(pool, 3000)?.id).toBe(2);
    expect(landOn(pool, 7999)?.id).toBe(2);
  });

  it('gives a 0.01% goods exactly one roll', () => {
    expect(landOn(pool, 8000)?.id).toBe(3);
    expect(landOn(pool, 8001)).toBeUndefined();
  });

  it('lands on nothing past the goods’ chances, and always with an empty pool', () => {
    expect(landOn(pool, 9999)).toBeUndefined();
    expect(landOn([], 0)).toBeUndefined();
  });

  it('keeps the range of goods with no stock, so the others’ odds do not change', () => {
    expect(landOn(pool, 4000)).toEqual({ id: 2, chance: 5000, stock: 0 });
  });

  it('never lands on goods with no chance', () => {
    expect(landOn([{ id: 1, chance: 0, stock: 3 }], 0)).toBeUndefined();
  });

  it('lands on the whole range when the chances add up to 100%', () => {
    const full = [
      { id: 1, chance: 2500, stock: 1 },
      { id: 2, chance: 7500, stock: 1 },
    ];
    expect(landOn(full, 9999)?.id).toBe(2);
  });
});

describe('chances', () => {
  it('turns percent with two decimals into hundredths of a percent and back', () => {
    expect(chanceOf(12.34)).toBe(1234);
    expect(chanceOf(0.01)).toBe(1);
    expect(chanceOf(100)).toBe(10_000);
    expect(chanceOf(0.29)).toBe(29);
    expect(percentOf(1234)).toBe(12.34);
  });
});

describe('redemption codes', () => {
  it('are 8 characters from an alphabet without 0, O, 1 or I', () => {
    for (let i = 0; i < 200; i += 1) {
      const code = newRedemptionCode();
      expect(code).toHaveLength(codeLength);
      expect([...code].every((ch) => codeAlphabet.includes(ch))).toBe(true);
    }
    expect(codeAlphabet).not.toMatch(/[0O1I]/);
  });

  it('reads what a person typed as stored', () => {
    expect(normalizeCode(' abcd2345 ')).toBe('ABCD2345');
  });
});
