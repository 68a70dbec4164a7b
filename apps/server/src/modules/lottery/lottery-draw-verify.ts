import type { LotteryAuditDraw } from '@app/contract';
import { commitmentOf, pickWinners, poolHashOf } from './lottery-draw.js';

export type AuditedDraw = Pick<
  LotteryAuditDraw,
  'draw_id' | 'count' | 'pool_ids' | 'pool_hash' | 'commitment' | 'seed' | 'winner_ids'
>;

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The revealed seed is 64 hex characters whose SHA-256 is the commitment shown at the opening. */
const seedProblem = (d: AuditedDraw): string | null => {
  if (!/^[0-9a-f]{64}$/.test(d.seed)) return `draw ${d.draw_id}: the seed is not 64 hex characters`;
  if (commitmentOf(Buffer.from(d.seed, 'hex')) !== d.commitment) {
    return `draw ${d.draw_id}: sha256(seed) does not equal the commitment`;
  }
  return null;
};

/**
 * Recomputes one stopped draw from its audit record alone, as docs/lottery-verification.md says a reader would:
 * the seed matches the commitment, the pool ids match the pool hash, and the winners are the draw rule's. Answers
 * the first mismatch in words, or null when the draw checks out.
 */
export const verifyDraw = (d: AuditedDraw): string | null => {
  const seedWrong = seedProblem(d);
  if (seedWrong) return seedWrong;
  const ascending = d.pool_ids.every((id, i) => i === 0 || id > d.pool_ids[i - 1]!);
  if (!ascending) return `draw ${d.draw_id}: the pool ids are not distinct and ascending`;
  if (poolHashOf(d.pool_ids) !== d.pool_hash) return `draw ${d.draw_id}: the pool ids do not hash to the pool hash`;
  const expected = pickWinners(Buffer.from(d.seed, 'hex'), d.draw_id, d.pool_ids, d.count);
  if (!sameIds(expected, d.winner_ids)) {
    return `draw ${d.draw_id}: winners ${d.winner_ids.join(',')} differ from the recomputed ${expected.join(',')}`;
  }
  return null;
};

/** An abandoned draw was never spun: its seed matches its commitment, and it locked no pool and drew nobody. */
export const verifyAbandoned = (d: AuditedDraw): string | null =>
  seedProblem(d) ??
  (d.pool_ids.length || d.pool_hash || d.winner_ids.length
    ? `draw ${d.draw_id}: abandoned, yet it has a pool or winners`
    : null);
