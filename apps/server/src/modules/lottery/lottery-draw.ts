import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The verifiable draw (docs/lottery-verification.md). Each function is exactly the rule the document states, so
 * the server, the audit and `npm run lottery:verify` compute the same thing.
 */

/** 32 bytes from the CSPRNG, drawn when a tier is opened. */
export const newSeed = () => randomBytes(32);

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** C = hex(SHA-256(seed bytes)): shown when the tier is opened, before anything is decided. */
export const commitmentOf = (seed: Buffer) => sha256Hex(seed);

/** The eligible person ids as decimal, ascending, joined by "\n" — the text the pool hash is taken of. */
export const poolText = (ids: readonly number[]) =>
  [...ids]
    .sort((a, b) => a - b)
    .map(String)
    .join('\n');

/** hex(SHA-256(UTF-8 of the pool text)): shown at the spin, when the pool is locked. */
export const poolHashOf = (ids: readonly number[]) => sha256Hex(poolText(ids));

/** hex(HMAC-SHA256(key = seed bytes, message = UTF-8 "<draw id>:<person id>")): a person's ticket in one draw. */
export const ticketOf = (seed: Buffer, drawId: number, personId: number) =>
  createHmac('sha256', seed).update(`${drawId}:${personId}`).digest('hex');

/**
 * The `count` people with the smallest tickets in plain string order, ties by person id: the winners in draw
 * order. The caller checks that the pool is not empty and holds at least `count` people.
 */
export const pickWinners = (seed: Buffer, drawId: number, poolIds: readonly number[], count: number) =>
  poolIds
    .map((id) => ({ id, ticket: ticketOf(seed, drawId, id) }))
    .sort(drawOrder)
    .slice(0, count)
    .map((t) => t.id);

export type Ticket = { id: number; ticket: string };

/** Smaller ticket first, in plain (code unit) string order; equal tickets by the smaller person id. */
export const drawOrder = (a: Ticket, b: Ticket) => (a.ticket < b.ticket ? -1 : a.ticket > b.ticket ? 1 : a.id - b.id);
