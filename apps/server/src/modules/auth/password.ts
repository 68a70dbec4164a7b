import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** The library's default algorithm is argon2id (its const enum cannot be imported under isolatedModules). */
export const hashPassword = (password: string) => hash(password);

/** A malformed stored hash counts as a mismatch rather than a fault. */
export const verifyPassword = async (passwordHash: string, password: string) => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/** Spent on unknown phones so a refusal takes as long whether or not the phone is registered. */
const decoyHash = hashPassword(randomBytes(16).toString('hex'));
export const spendVerify = async (password: string) => {
  await verifyPassword(await decoyHash, password);
  return false;
};

/** A password nobody knows, for accounts that only ever log in another way. */
export const unusablePassword = () => hashPassword(randomBytes(32).toString('base64url'));
