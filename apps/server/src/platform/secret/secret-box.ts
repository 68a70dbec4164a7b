import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const version = 'v1';
const ivBytes = 12;
const tagBytes = 16;

/**
 * Seals secrets for storage with AES-256-GCM. The purpose is authenticated with the text, so a sealed value
 * moved to another column (or another merchant's row) no longer opens.
 */
export type SecretBox = {
  seal: (plain: string, purpose: string) => string;
  open: (sealed: string, purpose: string) => string;
};

/** The key is the SHA-256 of the configured secret, so any long random string serves as MERCHANT_SECRET_KEY. */
export const secretBox = (secret: string): SecretBox => {
  const key = createHash('sha256').update(secret, 'utf8').digest();
  return {
    seal: (plain, purpose) => {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(purpose, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${version}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open: (sealed, purpose) => {
      const [v, payload] = sealed.split('.');
      if (v !== version || !payload) throw new Error('not a sealed secret of this version');
      const raw = Buffer.from(payload, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, ivBytes))
        .setAAD(Buffer.from(purpose, 'utf8'))
        .setAuthTag(raw.subarray(ivBytes, ivBytes + tagBytes));
      return Buffer.concat([decipher.update(raw.subarray(ivBytes + tagBytes)), decipher.final()]).toString('utf8');
    },
  };
};
