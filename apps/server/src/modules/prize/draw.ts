/** One goods in a turn's pool as it stood at the draw: its chance in 1/100 percent and what was left. */
export type PoolEntry = { id: number; chance: number; stock: number };

/** Rolls are whole numbers in [0, rollRange): one per 1/100 percent. */
export const rollRange = 10_000;

/**
 * The goods a roll lands on, walking the pool in its order with cumulative chances: goods with chance 30
 * then 50 take rolls 0-29 and 30-79; anything from the sum up is "谢谢参与". Goods with no stock left keep
 * their range, so a roll there wins nothing rather than shifting everyone's odds.
 */
export const landOn = (pool: PoolEntry[], roll: number): PoolEntry | undefined => {
  let upTo = 0;
  for (const entry of pool) {
    upTo += entry.chance;
    if (roll < upTo) return entry;
  }
  return undefined;
};

/** Percent with two decimals ⇄ the stored 1/100 percent. */
export const chanceOf = (percent: number) => Math.round(percent * 100);
export const percentOf = (chance: number) => chance / 100;
