import { randomInt } from 'node:crypto';

export type PacketRule = { mode: 'fixed' | 'random'; amount: number; minAmount: number; maxAmount: number };

/** A whole number in [min, max]; the CSPRNG unless a test fixes it. */
export type Draw = (min: number, max: number) => number;
export const secureDraw: Draw = (min, max) => randomInt(min, max + 1);

/**
 * The next red packet in fen, or null when what is left of the budget cannot pay one. A random packet never
 * takes more than is left, so the last one may be smaller than drawn (but never below the minimum).
 */
export const packetAmount = (rule: PacketRule, left: number, draw: Draw = secureDraw): number | null => {
  if (rule.mode === 'fixed') return left >= rule.amount ? rule.amount : null;
  if (left < rule.minAmount) return null;
  return Math.min(draw(rule.minAmount, rule.maxAmount), left);
};
