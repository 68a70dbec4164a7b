import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseSecretsKey, secretBox } from './secret-box.js';

describe('the secret box', () => {
  const box = secretBox(randomBytes(32));

  it('opens what it sealed, and never shows the secret in the sealed text', () => {
    const sealed = box.seal('refresh-token-123', 'wx_accounts.refresh:wx1');
    expect(sealed).not.toContain('refresh-token-123');
    expect(box.open(sealed, 'wx_accounts.refresh:wx1')).toBe('refresh-token-123');
    expect(box.seal('same', 'c')).not.toBe(box.seal('same', 'c'));
  });

  it('refuses a value moved to another context, changed, or sealed with another key', () => {
    const sealed = box.seal('secret', 'row:1');
    expect(() => box.open(sealed, 'row:2')).toThrow();
    // The second-to-last character changed (the last one carries padding bits, which decoding may ignore).
    const flipped = `${sealed.slice(0, -2)}${sealed.at(-2) === 'A' ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(() => box.open(flipped, 'row:1')).toThrow();
    expect(() => secretBox(randomBytes(32)).open(sealed, 'row:1')).toThrow();
    expect(() => box.open('plain text', 'row:1')).toThrow();
  });

  it('reads the key as hex or base64 and refuses any other length', () => {
    const key = randomBytes(32);
    expect(parseSecretsKey(key.toString('hex'))).toEqual(key);
    expect(parseSecretsKey(key.toString('base64'))).toEqual(key);
    expect(() => parseSecretsKey('short')).toThrow(/SECRETS_KEY/);
  });
});
