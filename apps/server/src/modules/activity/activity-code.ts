import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../auth/index.js';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const codeLength = 10;
/** 62^10 codes make a clash rare; a few fresh tries settle one. */
const attempts = 5;

/** The public part of a participant link (/h5/<code>): random, so links cannot be guessed from ids. */
export const newActivityCode = () => Array.from({ length: codeLength }, () => alphabet[randomInt(62)]).join('');

/**
 * Runs an insert with a fresh code until no other activity holds it. Each try runs in its own savepoint,
 * so a clash inside the caller's transaction does not abort the transaction.
 */
export const withFreshCode = async <T>(db: Db, insert: (tx: Db, code: string) => Promise<T>): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => insert(tx, newActivityCode()));
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= attempts) throw err;
    }
  }
};
