import type { z } from 'zod';

/** The first message a schema gives for a value, or '' when the value passes: forms show it under the field. */
export const problemOf = (schema: z.ZodType, value: unknown) => {
  const checked = schema.safeParse(value);
  return checked.success ? '' : (checked.error.issues[0]?.message ?? '');
};

/** Each field's problem, by key, for the fields that have one. */
export const problemsOf = (checks: Record<string, [z.ZodType, unknown]>) =>
  Object.fromEntries(
    Object.entries(checks)
      .map(([key, [schema, value]]) => [key, problemOf(schema, value)] as const)
      .filter(([, problem]) => problem !== ''),
  );
