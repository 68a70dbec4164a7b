import { mediaKindOf } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { shanghaiDayOf } from '../activity/index.js';
import type { Owner } from '../wallet/index.js';
import { chargeUsage, type OwnerBytes, type TrafficAccountRow, takeWarnings } from './traffic-account.repository.js';
import { trafficDayRepository, type UsageRow } from './traffic-day.repository.js';
import { sendTrafficWarnings } from './traffic-warning.js';

/** The activity whose phone page a file was served to, and its organiser. */
export type ServedFor = Owner & { activityId: number };

const slotKey = (activityId: number, day: string, fileKey: string) => `${activityId}\u0000${day}\u0000${fileKey}`;

const sumPerOwner = (rows: UsageRow[]): OwnerBytes[] => {
  const owners = new Map<string, OwnerBytes>();
  for (const r of rows) {
    const key = `${r.tenantId}:${r.customerId}`;
    const found = owners.get(key);
    if (found) found.bytes += r.bytes ?? 0;
    else owners.set(key, { tenantId: r.tenantId, customerId: r.customerId, bytes: r.bytes ?? 0 });
  }
  return [...owners.values()];
};

/**
 * Counts served bytes in memory and writes them once per flush: one upsert for the day rows, one for the
 * organisers' balances, in one transaction. Serving a file never waits for the database. A failed flush keeps
 * its counts for the next one; what a crash loses is at most one interval's counts, in the organiser's favour.
 */
export const trafficMeter = (
  deps: Pick<Deps, 'db' | 'clock' | 'sms' | 'log'>,
  onAccounts: (accounts: TrafficAccountRow[]) => void = () => {},
) => {
  let pending = new Map<string, UsageRow>();
  let flushing: Promise<void> | null = null;

  const add = (row: UsageRow) => {
    const key = slotKey(row.activityId, row.day, row.fileKey);
    const found = pending.get(key);
    if (!found) pending.set(key, row);
    else {
      found.bytes = (found.bytes ?? 0) + (row.bytes ?? 0);
      found.requests = (found.requests ?? 0) + (row.requests ?? 0);
    }
  };

  const write = async () => {
    const rows = [...pending.values()];
    pending = new Map();
    if (rows.length === 0) return;
    try {
      const warned = await deps.db.transaction(async (tx) => {
        await trafficDayRepository(tx).addUsage(rows);
        const accounts = await chargeUsage(tx, sumPerOwner(rows), deps.clock());
        onAccounts(accounts);
        return takeWarnings(
          tx,
          accounts.filter((a) => !a.warned).map((a) => a.id),
        );
      });
      await sendTrafficWarnings(deps, deps.db, warned);
    } catch (err) {
      deps.log.error({ err, rows: rows.length }, 'traffic flush failed; counts kept for the next flush');
      for (const row of rows) add(row);
    }
  };

  /** Writes what was counted; flushes never overlap. */
  const flush = async () => {
    while (flushing) await flushing;
    flushing = write();
    try {
      await flushing;
    } finally {
      flushing = null;
    }
  };

  return {
    /** Counts one response's bytes for a file served to an activity's page, on today's row. */
    record: (servedFor: ServedFor, fileKey: string, bytes: number) => {
      if (bytes <= 0) return;
      add({
        ...servedFor,
        day: shanghaiDayOf(deps.clock()),
        fileKey,
        kind: mediaKindOf(fileKey) ?? 'other',
        bytes,
        requests: 1,
      });
    },
    flush,
    /** Flushes every `intervalMs`; the returned stop writes what is left. */
    start: (intervalMs: number) => {
      const timer = setInterval(() => void flush(), intervalMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await flush();
      };
    },
  };
};

export type TrafficMeter = ReturnType<typeof trafficMeter>;
