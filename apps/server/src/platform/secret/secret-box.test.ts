import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box.js';

describe('secretBox', () => {
  const box = secretBox('a long random test secret');

  it('opens what it sealed, and seals the same text differently each time', () => {
    const sealed = box.seal('0123456789abcdef0123456789abcdef', 'merchant:apiV3Key');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('0123456789abcdef');
    expect(box.seal('0123456789abcdef0123456789abcdef', 'merchant:apiV3Key')).not.toBe(sealed);
    expect(box.open(sealed, 'merchant:apiV3Key')).toBe('0123456789abcdef0123456789abcdef');
  });

  it('refuses a value sealed for another purpose, with another key, or altered', () => {
    const sealed = box.seal('secret', 'merchant:1:apiV3Key');
    expect(() => box.open(sealed, 'merchant:2:apiV3Key')).toThrow();
    expect(() => secretBox('another secret').open(sealed, 'merchant:1:apiV3Key')).toThrow();
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(() => box.open(`v1.${raw.toString('base64')}`, 'merchant:1:apiV3Key')).toThrow();
    expect(() => box.open('plain text', 'merchant:1:apiV3Key')).toThrow();
  });
});
