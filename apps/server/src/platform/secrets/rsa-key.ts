import { createHash, createPublicKey, type KeyObject } from 'node:crypto';

/** Providers sign with RSA of at least 2048 bits; anything else is the wrong file. */
export const isUsableRsaKey = (key: KeyObject) =>
  key.asymmetricKeyType === 'rsa' && (key.asymmetricKeyDetails?.modulusLength ?? 0) >= 2048;

/** What the organiser sees of a key: its kind, size and a fingerprint of its public half, never the key. */
export const keyHint = (key: KeyObject) => {
  const spki = createPublicKey(key).export({ type: 'spki', format: 'der' });
  const fingerprint = createHash('sha256').update(spki).digest('hex').slice(0, 16).toUpperCase();
  return `RSA ${key.asymmetricKeyDetails?.modulusLength ?? 0}位 · 指纹 ${fingerprint.match(/.{4}/g)?.join(' ')}`;
};

/** The key as PKCS#8 PEM, whatever form it arrived in. */
export const pkcs8Pem = (key: KeyObject) => String(key.export({ type: 'pkcs8', format: 'pem' }));
