import { createDecipheriv } from 'node:crypto';

/** The encrypted part of a notification (AEAD_AES_256_GCM with the merchant's API v3 key). */
export type EncryptedResource = {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
};

const tagBytes = 16;

/** The plain JSON text of a resource; throws when the key is wrong or the text was altered. */
export const decryptWechatPayResource = (apiV3Key: string, r: EncryptedResource) => {
  if (r.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unknown algorithm ${r.algorithm}`);
  const raw = Buffer.from(r.ciphertext, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(r.nonce, 'utf8'))
    .setAAD(Buffer.from(r.associated_data ?? '', 'utf8'))
    .setAuthTag(raw.subarray(raw.length - tagBytes));
  return Buffer.concat([decipher.update(raw.subarray(0, raw.length - tagBytes)), decipher.final()]).toString('utf8');
};
