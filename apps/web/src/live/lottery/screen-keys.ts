import type { LotteryCommand, LotteryStage, LotteryTier } from '@app/contract';

export type KeyAction =
  | { kind: 'fullscreen' }
  | { kind: 'command'; command: LotteryCommand; extra?: { tier_id?: number; page?: number; on?: boolean } };

/** The tier before the shown one (or the last) that still has prizes left, for ←. */
const previousTier = (tiers: readonly LotteryTier[], current: number | null) => {
  const at = tiers.findIndex((t) => t.id === current);
  const before = at < 0 ? tiers : tiers.slice(0, at);
  return before.findLast((t) => t.remaining > 0);
};

/**
 * What a key does on the big screen: space spins and stops, ← and → open the previous or next tier (the server
 * picks the next, as the draw options order it), ↑ and ↓ turn the winners' pages, B shows or hides the barrage,
 * F toggles full screen. Only F works without host rights; a key the stage cannot take now does nothing.
 */
export const keyAction = (
  key: string,
  stage: LotteryStage,
  tiers: readonly LotteryTier[],
  commands: readonly LotteryCommand[],
  hosting: boolean,
): KeyAction | null => {
  if (key === 'f' || key === 'F') return { kind: 'fullscreen' };
  if (!hosting) return null;
  const take = (command: LotteryCommand, extra?: Extract<KeyAction, { kind: 'command' }>['extra']): KeyAction | null =>
    commands.includes(command) ? { kind: 'command', command, extra } : null;
  switch (key) {
    case ' ':
      return stage.phase === 'spinning' ? take('stop') : take('spin');
    case 'ArrowRight':
      return take('open');
    case 'ArrowLeft': {
      const tier = previousTier(tiers, stage.tier_id);
      return tier ? take('open', { tier_id: tier.id }) : null;
    }
    case 'ArrowUp':
      return stage.page > 1 ? take('page', { page: stage.page - 1 }) : null;
    case 'ArrowDown':
      return stage.page < stage.page_count ? take('page', { page: stage.page + 1 }) : null;
    case 'b':
    case 'B':
      return take('barrage', { on: !stage.barrage_on });
    default:
      return null;
  }
};
