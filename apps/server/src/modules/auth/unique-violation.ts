/** PostgreSQL's unique_violation, whether the driver error arrives bare or wrapped by Drizzle. */
export const isUniqueViolation = (err: unknown): boolean => {
  if (typeof err !== 'object' || err === null) return false;
  if ('code' in err && err.code === '23505') return true;
  return 'cause' in err && isUniqueViolation(err.cause);
};
