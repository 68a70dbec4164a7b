import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ActivityRecord } from '../activity/index.js';
import { owned } from './prize.repository.js';
import { prizeGoods, prizeTurns } from './prize.table.js';

type Target = Pick<ActivityRecord, 'id' | 'tenantId' | 'customerId'>;

/**
 * Gives a copied activity the original's live prize turns and goods. The copy starts with every prize the
 * original was set up with (what is left plus what was won) and none won; its draws start empty.
 */
export const copyPrizes = async (tx: Db, from: Target, to: Target) => {
  const turns = await tx
    .select()
    .from(prizeTurns)
    .where(and(eq(prizeTurns.activityId, from.id), owned(prizeTurns, from), isNull(prizeTurns.deletedAt)))
    .orderBy(asc(prizeTurns.sort), asc(prizeTurns.id));
  for (const turn of turns) {
    const [copied] = await tx
      .insert(prizeTurns)
      .values({
        tenantId: to.tenantId,
        customerId: to.customerId,
        activityId: to.id,
        name: turn.name,
        needPass: turn.needPass,
        dayLimit: turn.dayLimit,
        totalLimit: turn.totalLimit,
        status: turn.status,
        sort: turn.sort,
      })
      .returning({ id: prizeTurns.id });
    await tx.execute(sql`
      insert into ${prizeGoods} (tenant_id, customer_id, activity_id, turn_id, name, image, stock, won, chance, sort)
      select ${to.tenantId}, ${to.customerId}, ${to.id}, ${copied!.id}, name, image, stock + won, 0, chance, sort
      from ${prizeGoods}
      where turn_id = ${turn.id} and deleted_at is null and ${owned(prizeGoods, from)}`);
  }
};
