import type { LotteryAuditDraw } from '@app/contract';

/**
 * The draw's rule (docs/lottery-verification.md) recomputed in the browser with Web Crypto, from the audit alone:
 * the organiser, or anyone they show the page to, can check a draw without trusting the server that ran it.
 */

const utf8 = new TextEncoder();
const hexOf = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
const bytesOf = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
const sha256Hex = async (data: Uint8Array<ArrayBuffer>) => hexOf(await crypto.subtle.digest('SHA-256', data));

/** C = hex(SHA-256(seed bytes)). */
export const commitmentOf = (seedHex: string) => sha256Hex(bytesOf(seedHex));

/** hex(SHA-256(UTF-8 of the ids as decimal, ascending, joined by "\n")). */
export const poolHashOf = (ids: readonly number[]) => sha256Hex(utf8.encode([...ids].sort((a, b) => a - b).join('\n')));

/** The `count` ids with the smallest hex(HMAC-SHA256(seed, "<draw id>:<person id>")), plain string order, ties by id. */
export const pickWinners = async (seedHex: string, drawId: number, poolIds: readonly number[], count: number) => {
  const key = await crypto.subtle.importKey('raw', bytesOf(seedHex), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const tickets = await Promise.all(
    poolIds.map(async (id) => ({
      id,
      ticket: hexOf(await crypto.subtle.sign('HMAC', key, utf8.encode(`${drawId}:${id}`))),
    })),
  );
  tickets.sort((a, b) => (a.ticket < b.ticket ? -1 : a.ticket > b.ticket ? 1 : a.id - b.id));
  return tickets.slice(0, count).map((t) => t.id);
};

export type DrawPart = 'commitment' | 'pool_hash' | 'winners';
/** Null when the draw checks out, else the first part that does not match what was published. */
export type DrawCheck = DrawPart | null;

type Audited = Pick<
  LotteryAuditDraw,
  'draw_id' | 'count' | 'pool_ids' | 'pool_hash' | 'commitment' | 'seed' | 'winner_ids'
>;

/** Checks a revealed draw: its seed against the commitment, its pool against the pool hash, and its winners. */
export const checkDraw = async (draw: Audited): Promise<DrawCheck> => {
  if ((await commitmentOf(draw.seed)) !== draw.commitment) return 'commitment';
  if ((await poolHashOf(draw.pool_ids)) !== draw.pool_hash) return 'pool_hash';
  const winners = await pickWinners(draw.seed, draw.draw_id, draw.pool_ids, draw.count);
  const same = winners.length === draw.winner_ids.length && winners.every((id, i) => id === draw.winner_ids[i]);
  return same ? null : 'winners';
};
