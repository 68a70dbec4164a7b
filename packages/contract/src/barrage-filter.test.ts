import { describe, expect, it } from 'vitest';
import { barrageFilteredWord } from './barrage-filter.js';

const words = ['spam', '退款', 'café'];

describe('barrageFilteredWord', () => {
  it('finds a filtered word in any case and lets other texts through', () => {
    expect(barrageFilteredWord('快来买 SPAM 啊', words)).toBe('spam');
    expect(barrageFilteredWord('申请退款', words)).toBe('退款');
    expect(barrageFilteredWord('恭喜发财', words)).toBeUndefined();
    expect(barrageFilteredWord('sp', words)).toBeUndefined();
  });

  it.each([
    ['spaces between the letters', 's p a m'],
    ['a full-width space between the characters', '退\u3000款'],
    ['a zero-width space', 'sp\u200bam'],
    ['a zero-width joiner and non-joiner', 's\u200cp\u200dam'],
    ['a word joiner and a byte-order mark', 's\u2060pa\ufeffm'],
    ['full-width letters', 'ＳＰＡＭ'],
    ['accented letters', 'spâm'],
    ['combining accents', 's\u0301pa\u0300m'],
    ['punctuation between the letters', 's.p-a_m'],
    ['Chinese punctuation between the characters', '退，款'],
    ['symbols between the characters', '退★款'],
    ['the word written without its accent', 'cafe'],
    ['the word written with a decomposed accent', 'cafe\u0301'],
    ['several tricks at once', '买 Ｓ\u200b.p â m 啊'],
  ])('finds a filtered word hidden by %s', (_how, text) => {
    expect(barrageFilteredWord(text, words)).toBeDefined();
  });

  it('still matches a filtered word that is only punctuation or symbols', () => {
    expect(barrageFilteredWord('好吧 ??? 真的', ['???'])).toBe('???');
    expect(barrageFilteredWord('好吧 ? 真的', ['???'])).toBeUndefined();
  });

  it('ignores a blank word', () => {
    expect(barrageFilteredWord('任何话', ['', ' '])).toBeUndefined();
  });
});
