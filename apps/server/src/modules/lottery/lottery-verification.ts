import type { LotteryAuditDraw } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activities } from '../activity/index.js';
import { auditDraws } from './lottery-audit.service.js';
import { lotteryDrawRepository } from './lottery-draw.repository.js';
import { verifyAbandoned, verifyDraw } from './lottery-draw-verify.js';

export type Verification = { lines: string[]; ok: boolean };

/** The winners stored for the draw must be exactly the ones its record names, so no winner was lost or added. */
const storedProblem = (d: LotteryAuditDraw) => {
  const stored = d.winners.map((w) => w.person_id).join(',');
  return stored === d.winner_ids.join(',')
    ? null
    : `draw ${d.draw_id}: stored winners ${stored} differ from the record`;
};

/**
 * Every draw of a lottery recomputed from its audit record (`npm run lottery:verify`): one line per draw, stopping
 * at the first mismatch. A stopped draw is recomputed whole; an abandoned one (never spun) has its revealed seed
 * checked against its commitment; a draw still open or spinning has no revealed seed and is listed as waiting.
 */
export const verifyLottery = async (db: Db, activityId: number): Promise<Verification> => {
  const [activity] = await db.select().from(activities).where(eq(activities.id, activityId));
  if (!activity) return { lines: [`activity ${activityId} not found`], ok: false };
  const draws = await auditDraws(db, activity, await lotteryDrawRepository(db).all(activity.id));
  const lines: string[] = [];
  for (const d of draws) {
    const name = `draw ${d.draw_id} (${d.tier_name})`;
    if (d.state === 'opened' || d.state === 'spun') {
      lines.push(`${name}: not stopped yet, seed not revealed`);
      continue;
    }
    const abandoned = d.state === 'abandoned';
    const problem = (abandoned ? verifyAbandoned(d) : verifyDraw(d)) ?? storedProblem(d);
    if (problem) return { lines: [...lines, `MISMATCH ${problem}`], ok: false };
    lines.push(
      abandoned
        ? `${name}: abandoned, never spun, no winners; seed matches the commitment`
        : `${name}: OK, ${d.count} of ${d.pool_ids.length}`,
    );
  }
  const count = (state: LotteryAuditDraw['state']) => draws.filter((d) => d.state === state).length;
  const abandoned = count('abandoned');
  const summary = `OK: ${count('stopped')} draw(s) of activity ${activityId} verified`;
  return { lines: [...lines, abandoned ? `${summary}, ${abandoned} abandoned` : summary], ok: true };
};
