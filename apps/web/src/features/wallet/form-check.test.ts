import { phoneSchema, yuanAmountSchema } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { amountInput, checkWith } from './form-check.js';

const amount = (text: string) => checkWith(yuanAmountSchema, amountInput(text));

describe('checkWith', () => {
  it('accepts amounts the contract accepts', () => {
    expect(amount('100')).toBeNull();
    expect(amount(' 0.01 ')).toBeNull();
    expect(amount('50000')).toBeNull();
  });

  it('names each amount problem by the contract message', () => {
    expect(amount('')).toBe('amountRequired');
    expect(amount('abc')).toBe('amountRequired');
    expect(amount('0')).toBe('amountPositive');
    expect(amount('-3')).toBe('amountPositive');
    expect(amount('50000.01')).toBe('amountTooLarge');
    expect(amount('1.234')).toBe('amountDecimals');
  });

  it('names the phone problems with the spec messages', () => {
    expect(checkWith(phoneSchema, '')).toBe('phoneRequired');
    expect(checkWith(phoneSchema, '12345')).toBe('phoneInvalid');
    expect(checkWith(phoneSchema, '13800000000')).toBeNull();
  });
});
