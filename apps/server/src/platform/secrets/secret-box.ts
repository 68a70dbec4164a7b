import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Seals secrets the database keeps (an official account's tokens) with AES-256-GCM under one key, so a copy of
 * the database alone reveals none of them. `context` names where a sealed value belongs (a table, a column, a
 * row's key): opening it anywhere else fails, so a sealed value cannot be moved to another row.
 */
export type SecretBox = {
  seal: (plain: string, context: string) => string;
  /** Throws when the value was not sealed with this key and context, or was changed. */
  open: (sealed: string, context: string) => string;
};

const version = 'v1';
const ivBytes = 12;
const tagBytes = 16;

export const secretBox = (key: Buffer): SecretBox => {
  if (key.length !== 32) throw new Error('the secrets key must be 32 bytes');
  return {
    seal: (plain, context) => {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${version}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open: (sealed, context) => {
      const [v, packed = ''] = sealed.split('.');
      const raw = Buffer.from(packed, 'base64url');
      if (v !== version || raw.length < ivBytes + tagBytes) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, ivBytes));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(raw.subarray(ivBytes, ivBytes + tagBytes));
      return Buffer.concat([decipher.update(raw.subarray(ivBytes + tagBytes)), decipher.final()]).toString('utf8');
    },
  };
};

/** SECRETS_KEY: 32 bytes written as 64 hex digits or as base64. */
export const parseSecretsKey = (text: string) => {
  const value = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes, written as 64 hex digits or as base64');
  return key;
};
