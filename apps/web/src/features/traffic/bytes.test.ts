import { describe, expect, it } from 'vitest';
import { bytesText, chartUnitFor } from './bytes.js';

describe('bytesText', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1536, '1.50 KB'],
    [5 * 1024 ** 2, '5.00 MB'],
    [10.25 * 1024 ** 3, '10.25 GB'],
    [3 * 1024 ** 4, '3.00 TB'],
    [-5, '0 B'],
  ])('shows %d bytes as %s', (bytes, text) => {
    expect(bytesText(bytes)).toBe(text);
  });
});

describe('chartUnitFor', () => {
  it('reads a chart in the largest unit its highest value reaches', () => {
    expect(chartUnitFor(0)).toEqual({ unit: 'B', divisor: 1 });
    expect(chartUnitFor(300 * 1024)).toEqual({ unit: 'KB', divisor: 1024 });
    expect(chartUnitFor(2 * 1024 ** 3)).toEqual({ unit: 'GB', divisor: 1024 ** 3 });
  });
});
