import { generateKeyPairSync, randomBytes } from 'node:crypto';

/** A fresh RSA-2048 pair as PEM text (PKCS#8 private, SPKI public), like the ones the providers hand out. */
export const rsaKeyPair = () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { privateKeyPem: privateKey, publicKeyPem: publicKey };
};

/** What Alipay's key tool hands out: the key's base64 body without PEM armour. */
export const bareKey = (pem: string) => pem.replace(/-----[^-]+-----|\s/g, '');

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export const randomText = (length: number) =>
  [...randomBytes(length)].map((b) => alphabet[b % alphabet.length]).join('');

export const randomDigits = (length: number) => [...randomBytes(length)].map((b) => String(b % 10)).join('');

export const randomHex = (length: number) =>
  randomBytes(Math.ceil(length / 2))
    .toString('hex')
    .slice(0, length)
    .toUpperCase();
