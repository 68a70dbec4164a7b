import { contract } from '@app/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { exportSheet, writeWorkbook } from '../export/index.js';
import { lotteryDraws, lotteryWinners } from './lottery.table.js';
import { commitmentOf } from './lottery-draw.js';
import { addPeople, addTier, makeLottery, runCommands } from './lottery-stage.factory.js';
import { verifyLottery } from './lottery-verification.js';

const sheetsOf = async (content: Uint8Array) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(content).buffer as ArrayBuffer);
  return book.worksheets.map((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push(Array.from({ length: sheet.columnCount }, (_, i) => row.getCell(i + 1).text)));
    return { title: sheet.name, rows };
  });
};

describe('the audit of every draw and its verification', () => {
  const { t, organiser } = organiserApp();

  /**
   * Tier 一等奖 of 2 drawn from 8 people, one winner absent and redrawn; tier 二等奖 opened and left for the wall
   * (abandoned), then opened again and not spun yet.
   */
  const drawnLottery = async () => {
    const activity = await makeLottery(t, organiser);
    const ids = await addPeople(t, activity, 8);
    await addTier(t, organiser, activity.id, { name: '一等奖', count: 2, sort: 1 });
    await addTier(t, organiser, activity.id, { name: '二等奖', count: 1, sort: 2 });
    const first = await runCommands(t, organiser, activity.id, [['open'], ['spin'], ['stop']]);
    const absent = first.stage.winners[1]!.person_id;
    await runCommands(t, organiser, activity.id, [
      ['absent', { person_ids: [absent] }],
      ['redraw'],
      ['spin'],
      ['stop'],
    ]);
    await runCommands(t, organiser, activity.id, [['open'], ['wall'], ['open']]);
    return { activity, ids, first, absent };
  };

  it('lists every draw, newest first, with its pool, hashes, seed once stopped, winners and redraws', async () => {
    const { activity, ids, first, absent } = await drawnLottery();
    const audit = (await t.call(contract.lottery.audit, { activity_id: activity.id }, { token: organiser.token })).body
      .data;
    expect(audit.total).toBe(4);
    const [open, abandoned, redraw, original] = audit.list;
    expect(open).toMatchObject({ tier_name: '二等奖', state: 'opened', pool_ids: [], seed: '', spun_at: null });
    expect(abandoned).toMatchObject({ tier_name: '二等奖', state: 'abandoned', pool_ids: [], pool_hash: '' });
    expect(commitmentOf(Buffer.from(abandoned!.seed, 'hex'))).toBe(abandoned!.commitment);
    expect(abandoned!.abandoned_at).toBe(t.clock.now().toISOString());
    expect(original).toMatchObject({
      draw_id: first.stage.draw_id,
      tier_name: '一等奖',
      state: 'stopped',
      count: 2,
      pool_ids: ids,
      seed: first.stage.seed,
      commitment: first.stage.commitment,
      winner_ids: first.stage.winners.map((w) => w.person_id),
      absent_ids: [absent],
      redraw_of: null,
    });
    expect(original!.winners.map((w) => w.status)).toEqual(['won', 'absent']);
    expect(redraw).toMatchObject({ tier_name: '一等奖', count: 1, redraw_of: original!.draw_id });
    expect(redraw!.pool_ids).toEqual(ids.filter((id) => !original!.winner_ids.includes(id)));
  });

  it('verifies every stopped draw from the audit, and names the first record that does not recompute', async () => {
    const { activity, first } = await drawnLottery();
    const verified = await verifyLottery(t.deps.db, activity.id);
    expect(verified.ok).toBe(true);
    expect(verified.lines).toEqual([
      `draw ${first.stage.draw_id} (一等奖): OK, 2 of 8`,
      `draw ${first.stage.draw_id! + 1} (一等奖): OK, 1 of 6`,
      `draw ${first.stage.draw_id! + 2} (二等奖): abandoned, never spun, no winners; seed matches the commitment`,
      `draw ${first.stage.draw_id! + 3} (二等奖): not stopped yet, seed not revealed`,
      `OK: 2 draw(s) of activity ${activity.id} verified, 1 abandoned`,
    ]);

    const [winner] = await t.deps.db
      .select()
      .from(lotteryWinners)
      .where(eq(lotteryWinners.drawId, first.stage.draw_id!));
    await t.deps.db.delete(lotteryWinners).where(eq(lotteryWinners.id, winner!.id));
    const lost = await verifyLottery(t.deps.db, activity.id);
    expect(lost.ok).toBe(false);
    expect(lost.lines.at(-1)).toMatch(/^MISMATCH draw \d+: stored winners .* differ from the record$/);

    const swapped = [...first.stage.winners.map((w) => w.person_id)].reverse();
    await t.deps.db.update(lotteryDraws).set({ winnerIds: swapped }).where(eq(lotteryDraws.id, first.stage.draw_id!));
    const tampered = await verifyLottery(t.deps.db, activity.id);
    expect(tampered.lines.at(-1)).toBe(
      `MISMATCH draw ${first.stage.draw_id}: winners ${swapped.join(',')} differ from the recomputed ${[...swapped].reverse().join(',')}`,
    );
    expect((await verifyLottery(t.deps.db, 999_999)).lines).toEqual(['activity 999999 not found']);
  });

  it('checks an abandoned draw against its commitment, and finds one whose seed or winners were changed', async () => {
    const { activity, first } = await drawnLottery();
    const abandonedId = first.stage.draw_id! + 2;
    const [draw] = await t.deps.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, abandonedId));
    const check = async (changes: Partial<typeof lotteryDraws.$inferInsert>) => {
      await t.deps.db.update(lotteryDraws).set(changes).where(eq(lotteryDraws.id, abandonedId));
      return (await verifyLottery(t.deps.db, activity.id)).lines.at(-1);
    };
    expect(await check({ seed: 'ab'.repeat(32) })).toBe(
      `MISMATCH draw ${abandonedId}: sha256(seed) does not equal the commitment`,
    );
    expect(await check({ seed: draw!.seed, winnerIds: [first.stage.winners[0]!.person_id] })).toBe(
      `MISMATCH draw ${abandonedId}: abandoned, yet it has a pool or winners`,
    );
    expect(await check({ winnerIds: [] })).toBe(`OK: 2 draw(s) of activity ${activity.id} verified, 1 abandoned`);
  });

  it('exports the audit: one row per draw, and each pool one person a row', async () => {
    const { activity, ids, first } = await drawnLottery();
    const [draws, pools] = await sheetsOf(await writeWorkbook(await exportSheet(t.deps.db, 'lottery_audit', activity)));
    expect(draws!.title).toBe('抽奖审计记录');
    expect(draws!.rows).toHaveLength(5);
    const row = draws!.rows.find((r) => r[0] === String(first.stage.draw_id))!;
    expect(row.slice(1, 9)).toEqual([
      '一等奖',
      '已揭晓',
      '2',
      '8',
      first.stage.pool_hash,
      first.stage.commitment,
      first.stage.seed,
      first.stage.winners.map((w) => w.person_id).join(','),
    ]);
    const abandoned = draws!.rows.find((r) => r[0] === String(first.stage.draw_id! + 2))!;
    expect(abandoned.slice(1, 5)).toEqual(['二等奖', '作废（未开奖）', '1', '0']);
    expect(abandoned[7]).toMatch(/^[0-9a-f]{64}$/);
    expect(abandoned.at(-1)).not.toBe('');
    expect(pools!.title).toBe('奖池名单');
    expect(pools!.rows.slice(1, 9)).toEqual(ids.map((id) => [String(first.stage.draw_id), String(id)]));
    expect(pools!.rows).toHaveLength(1 + 8 + 6);
  });
});
