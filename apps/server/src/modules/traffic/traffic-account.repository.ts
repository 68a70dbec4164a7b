import { gib, trafficFreeGb, trafficWarnPercent } from '@app/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Owner } from '../wallet/index.js';
import { trafficAccounts } from './traffic.table.js';

export type TrafficAccountRow = typeof trafficAccounts.$inferSelect;
export type OwnerBytes = Owner & { bytes: number };

export const freeTrafficBytes = trafficFreeGb * gib;

/** Nothing is left of the period's traffic. */
export const isExhausted = (account: Pick<TrafficAccountRow, 'grantedBytes' | 'usedBytes'> | undefined) =>
  account !== undefined && account.usedBytes >= account.grantedBytes;

export const accountOf = async (db: Db, owner: Owner) =>
  (
    await db
      .select()
      .from(trafficAccounts)
      .where(and(eq(trafficAccounts.tenantId, owner.tenantId), eq(trafficAccounts.customerId, owner.customerId)))
  )[0];

/** Whether the organiser's phone pages may show media: yes until a period's traffic is used up. */
export const mediaAllowed = async (db: Db, owner: Owner) => !isExhausted(await accountOf(db, owner));

/**
 * Adds served bytes to each organiser's period in one statement; an organiser seen for the first time starts a
 * period with the free allowance. Answers the accounts as they now are.
 */
export const chargeUsage = async (db: Db, usage: OwnerBytes[], now: Date) => {
  if (usage.length === 0) return [];
  return db
    .insert(trafficAccounts)
    .values(
      usage.map((u) => ({
        tenantId: u.tenantId,
        customerId: u.customerId,
        grantedBytes: freeTrafficBytes,
        usedBytes: u.bytes,
        periodStartedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [trafficAccounts.tenantId, trafficAccounts.customerId],
      set: { usedBytes: sql`${trafficAccounts.usedBytes} + excluded.used_bytes`, updatedAt: now },
    })
    .returning();
};

/**
 * Marks the period warned for those accounts that passed the warning percentage and were not warned yet; the guard
 * makes two instances flushing at once warn only once. Answers the accounts to warn.
 */
export const takeWarnings = async (db: Db, ids: number[]) => {
  if (ids.length === 0) return [];
  return db
    .update(trafficAccounts)
    .set({ warned: true })
    .where(
      and(
        inArray(trafficAccounts.id, ids),
        eq(trafficAccounts.warned, false),
        sql`${trafficAccounts.usedBytes} * 100 >= ${trafficAccounts.grantedBytes} * ${trafficWarnPercent}`,
      ),
    )
    .returning();
};

/**
 * A paid pack starts a new period holding what was left plus the pack, unwarned; inside the payment's
 * transaction, so the order is never paid without its traffic.
 */
export const grantTraffic = async (tx: Db, owner: Owner, bytes: number, now: Date) => {
  const [row] = await tx
    .insert(trafficAccounts)
    .values({
      tenantId: owner.tenantId,
      customerId: owner.customerId,
      grantedBytes: freeTrafficBytes + bytes,
      usedBytes: 0,
      periodStartedAt: now,
    })
    .onConflictDoUpdate({
      target: [trafficAccounts.tenantId, trafficAccounts.customerId],
      set: {
        grantedBytes: sql`greatest(${trafficAccounts.grantedBytes} - ${trafficAccounts.usedBytes}, 0) + ${bytes}`,
        usedBytes: 0,
        warned: false,
        periodStartedAt: now,
        updatedAt: now,
      },
    })
    .returning();
  if (!row) throw new Error(`traffic was not granted to organiser ${owner.customerId}`);
  return row;
};
