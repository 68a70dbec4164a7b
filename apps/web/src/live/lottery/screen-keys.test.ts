import { lotteryCommandsByPhase } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { makeTier, readyStage, resultStage } from './lottery-fixtures.js';
import { keyAction } from './screen-keys.js';

const tiers = [
  makeTier({ id: 10, name: '特等奖', remaining: 1 }),
  makeTier({ id: 11, remaining: 0 }),
  makeTier({ id: 12, name: '二等奖' }),
];
const keyOn = (key: string, stage = readyStage({ tier_id: 12 }), hosting = true) =>
  keyAction(key, stage, tiers, lotteryCommandsByPhase[stage.phase], hosting);

describe('keyAction', () => {
  it('spins a ready tier and stops a spinning one on the space bar', () => {
    expect(keyOn(' ')).toEqual({ kind: 'command', command: 'spin', extra: undefined });
    expect(keyOn(' ', readyStage({ phase: 'spinning' }))).toEqual({
      kind: 'command',
      command: 'stop',
      extra: undefined,
    });
  });

  it('opens the previous tier that still has prizes on ←, skipping a finished one, and the next on →', () => {
    expect(keyOn('ArrowLeft')).toEqual({ kind: 'command', command: 'open', extra: { tier_id: 10 } });
    expect(keyOn('ArrowLeft', readyStage({ tier_id: 10 }))).toBeNull();
    expect(keyOn('ArrowRight')).toEqual({ kind: 'command', command: 'open', extra: undefined });
  });

  it('turns the winners’ pages within the draw on ↑ and ↓', () => {
    const result = resultStage({ page: 2, page_count: 3 });
    expect(keyOn('ArrowDown', result)).toEqual({ kind: 'command', command: 'page', extra: { page: 3 } });
    expect(keyOn('ArrowUp', result)).toEqual({ kind: 'command', command: 'page', extra: { page: 1 } });
    expect(keyOn('ArrowDown', resultStage({ page: 3, page_count: 3 }))).toBeNull();
  });

  it('switches the barrage on B, and takes no key its phase does not', () => {
    expect(keyOn('b')).toEqual({ kind: 'command', command: 'barrage', extra: { on: false } });
    expect(keyOn('ArrowDown')).toBeNull();
    expect(keyOn(' ', resultStage())).toBeNull();
  });

  it('lets a screen without host rights go full screen and nothing else', () => {
    expect(keyOn('F', readyStage(), false)).toEqual({ kind: 'fullscreen' });
    expect(keyOn(' ', readyStage(), false)).toBeNull();
  });
});
