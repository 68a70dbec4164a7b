import { createHash, createHmac } from 'node:crypto';
import { contract } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { addPeople, addTier, makeLottery, runCommands } from './lottery-stage.factory.js';

/** The rule as docs/lottery-verification.md states it, written again here without the server's draw module. */
const recompute = (seedHex: string, drawId: number, poolIds: number[], n: number) => {
  const key = Buffer.from(seedHex, 'hex');
  return poolIds
    .map((id) => [createHmac('sha256', key).update(`${drawId}:${id}`, 'utf8').digest('hex'), id] as const)
    .sort(([a, x], [b, y]) => (a === b ? x - y : a < b ? -1 : 1))
    .slice(0, n)
    .map(([, id]) => id);
};

describe('a spin of 200 winners from 10,000 people', () => {
  const { t, organiser } = organiserApp();

  it('draws exactly the winners an independent recomputation from the audit finds', async () => {
    const activity = await makeLottery(t, organiser);
    const ids = await addPeople(t, activity, 10_000);
    await addTier(t, organiser, activity.id, { name: '幸运奖', count: 200 });
    const result = await runCommands(t, organiser, activity.id, [['open'], ['spin'], ['stop']]);
    const audit = (await t.call(contract.lottery.audit, { activity_id: activity.id }, { token: organiser.token })).body
      .data.list[0]!;

    expect(audit.pool_ids).toEqual(ids);
    expect(audit.pool_hash).toBe(createHash('sha256').update(ids.join('\n'), 'utf8').digest('hex'));
    expect(audit.commitment).toBe(createHash('sha256').update(Buffer.from(audit.seed, 'hex')).digest('hex'));
    const expected = recompute(audit.seed, audit.draw_id, audit.pool_ids, 200);
    expect(audit.winner_ids).toEqual(expected);
    expect(result.stage.winners.map((w) => w.person_id)).toEqual(expected);
    expect(new Set(expected).size).toBe(200);
    expect(result.stage.page_count).toBe(4);
  });
});
