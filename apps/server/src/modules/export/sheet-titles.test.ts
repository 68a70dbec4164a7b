import { describe, expect, it } from 'vitest';
import { sheetTitles } from './sheet-titles.js';

describe('sheet titles', () => {
  it('keeps titles Excel opens as they are', () => {
    expect(sheetTitles(['初赛排名', '评委评分'])).toEqual(['初赛排名', '评委评分']);
  });

  it('numbers a repeated title, Excel comparing them case-blind', () => {
    expect(sheetTitles(['初赛', '初赛', 'Final', 'final', '初赛'])).toEqual([
      '初赛',
      '初赛(2)',
      'Final',
      'final(2)',
      '初赛(3)',
    ]);
  });

  it('replaces the characters Excel refuses and cuts a title to 31 characters, its number included', () => {
    const long = '决'.repeat(40);
    expect(sheetTitles(["'A/B:C?'", '[x]*\\', long, long, ''])).toEqual([
      'A_B_C_',
      '_x___',
      '决'.repeat(31),
      `${'决'.repeat(28)}(2)`,
      'Sheet',
    ]);
  });

  it('never splits a character outside the BMP', () => {
    const [title] = sheetTitles([`${'a'.repeat(30)}😀`]);
    expect(title).toBe('a'.repeat(30));
  });
});
