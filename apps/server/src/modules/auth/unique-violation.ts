import type { ErrorName } from '@app/contract';
import { AppError } from '../../platform/errors.js';

/** PostgreSQL's unique_violation, whether the driver error arrives bare or wrapped by Drizzle. */
export const isUniqueViolation = (err: unknown): boolean => {
  if (typeof err !== 'object' || err === null) return false;
  if ('code' in err && err.code === '23505') return true;
  return 'cause' in err && isUniqueViolation(err.cause);
};

/** Runs a write whose unique key a user may hit (a name taken), answering that as `error`, not a database error. */
export const uniqueOr = async <T>(error: ErrorName, write: () => Promise<T>) => {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(error);
    throw err;
  }
};
