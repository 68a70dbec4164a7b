import { exportTypeTitles, type LotteryAuditDraw, lotteryDrawStateTitles } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { ActivityRecord } from '../activity/index.js';
import { auditDraws, lotteryDrawRepository } from '../lottery/index.js';
import { type Cell, type SheetSpec, shanghaiTime } from './export-workbook.js';

const time = (iso: string | null) => shanghaiTime(iso ? new Date(iso) : null);

async function* drawRows(draws: LotteryAuditDraw[]): AsyncGenerator<Cell[]> {
  for (const d of draws) {
    yield [
      d.draw_id,
      d.tier_name,
      lotteryDrawStateTitles[d.state],
      d.count,
      d.pool_ids.length,
      d.pool_hash,
      d.commitment,
      d.seed,
      d.winner_ids.join(','),
      d.winners.map((w) => w.name).join('、'),
      d.redraw_of ?? '',
      d.absent_ids.join(','),
      time(d.opened_at),
      time(d.spun_at),
      time(d.stopped_at),
      time(d.abandoned_at),
    ];
  }
}

/** A cell holds at most 32,767 characters, so each pool is listed one person a row on its own sheet. */
async function* poolRows(draws: LotteryAuditDraw[]): AsyncGenerator<Cell[]> {
  for (const d of draws) for (const id of d.pool_ids) yield [d.draw_id, id];
}

/**
 * A lottery's audit (docs/lottery-verification.md): every draw with what recomputes it, then every draw's pool.
 * The seed and winners of a draw not yet stopped are left empty, as on the audit page; an abandoned draw (never
 * spun) shows its seed and no winners.
 */
export const lotteryAuditSheets = async (db: Db, activity: ActivityRecord): Promise<SheetSpec[]> => {
  const draws = await auditDraws(db, activity, await lotteryDrawRepository(db).all(activity.id));
  return [
    {
      title: exportTypeTitles.lottery_audit,
      columns: [
        { header: '抽奖编号', width: 10 },
        { header: '奖项', width: 12 },
        { header: '状态', width: 14 },
        { header: '抽取人数', width: 10 },
        { header: '奖池人数', width: 10 },
        { header: '奖池哈希', width: 66 },
        { header: '承诺值', width: 66 },
        { header: '种子', width: 66 },
        { header: '中奖人员编号（按抽中顺序）', width: 30 },
        { header: '中奖人员', width: 30 },
        { header: '重抽自抽奖编号', width: 14 },
        { header: '缺席人员编号', width: 16 },
        { header: '开启时间', width: 20 },
        { header: '抽奖时间', width: 20 },
        { header: '停止时间', width: 20 },
        { header: '作废时间', width: 20 },
      ],
      rows: drawRows(draws),
    },
    {
      title: '奖池名单',
      columns: [
        { header: '抽奖编号', width: 10 },
        { header: '人员编号', width: 12 },
      ],
      rows: poolRows(draws),
    },
  ];
};
