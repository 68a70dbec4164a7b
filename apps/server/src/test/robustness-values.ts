import { z } from 'zod';

const huge = 'x'.repeat(200_000);

/** Values of the wrong type or out of range, as JSON values. */
export const badJsonValues: [string, unknown][] = [
  ['a number', 123],
  ['a boolean', true],
  ['an empty array', []],
  ['an array of objects', [{ a: 1 }, { b: [2] }]],
  ['an object', { a: 1 }],
  ['an operator object', { $gt: '' }],
  ['null', null],
  ['a 200k string', huge],
  ['1e308', 1e308],
  ['-1', -1],
  ['2^53', 2 ** 53],
  ['"-0"', '-0'],
  ['"NaN"', 'NaN'],
  ['"Infinity"', 'Infinity'],
  ['an empty string', ''],
  ['control characters', '\u0000\u0007\u202e'],
];

/** The same ideas as query-string values (a query only carries text). */
export const badQueryValues: [string, string][] = [
  ['a word', 'abc'],
  ['true', 'true'],
  ['null', 'null'],
  ['a 200k string', huge],
  ['1e308', '1e308'],
  ['-1', '-1'],
  ['2^53', String(2 ** 53)],
  ['-0', '-0'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['an empty string', ''],
  ['an encoded NUL', '%00'],
  ['broken percent-encoding', '%E0%A4%A'],
  ['a JSON object', '{"a":1}'],
];

const candidates: unknown[] = [
  1,
  '1',
  'text',
  '13800000000',
  'secret123',
  '123456',
  '2026-01-01',
  'image',
  true,
  [],
  {},
];

/**
 * A value the field accepts, so that a case breaking one field meets the code behind validation
 * rather than failing on its neighbours. Undefined when only leaving the field out is accepted.
 */
export const sampleFor = (schema: z.ZodType, asQuery: boolean) => {
  const options = asQuery ? candidates.filter((c) => typeof c === 'string') : candidates;
  return options.find((c) => schema.safeParse(c).success) ?? (schema.safeParse(undefined).success ? undefined : '1');
};

/** The top-level field schemas of an endpoint's input, when it is an object schema. */
export const shapeOf = (schema: z.ZodType): Record<string, z.ZodType> => {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  if (schema instanceof z.ZodPipe) return shapeOf(schema.in as z.ZodType);
  return {};
};

/** The top-level field names of an endpoint's input, when it is an object schema. */
export const fieldsOf = (schema: z.ZodType) => Object.keys(shapeOf(schema));

/** JSON nested `depth` levels deep, as raw text. */
export const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
export const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
