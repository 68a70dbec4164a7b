import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { UploadMeter } from '../../platform/web/upload-meter.js';
import { activities } from '../activity/index.js';
import type { Owner } from '../wallet/index.js';
import { expiringCache } from './expiring-cache.js';
import { isExhausted, mediaAllowed } from './traffic-account.repository.js';
import { type ServedFor, trafficMeter } from './traffic-meter.js';

const phonePage = /^\/h5\/([A-Za-z0-9]{6,16})(?:[/?#]|$)/;

/**
 * The activity code of the phone page that asks for a file. Browsers name the page in Referer for same-site
 * images, audio and video; a file fetched from anywhere else is counted for nobody.
 */
export const phonePageCode = (referer: string | undefined) => {
  if (!referer) return undefined;
  try {
    return phonePage.exec(new URL(referer).pathname)?.[1];
  } catch {
    return undefined;
  }
};

const ownerKey = (owner: Owner) => `${owner.tenantId}:${owner.customerId}`;

/**
 * Traffic of uploaded files: which activity's phone page a file is served to, whether its organiser still has
 * traffic (remembered briefly, and set at once by every flush), and the meter that counts the bytes.
 */
export const uploadTraffic = (deps: Pick<Deps, 'db' | 'clock' | 'sms' | 'log' | 'config'>) => {
  const cached = <V>(load: (key: string) => Promise<V>) =>
    expiringCache({ ttlMs: deps.config.traffic.stateTtlMs, now: () => deps.clock().getTime(), load });

  const activityOf = cached(async (code): Promise<ServedFor | null> => {
    const [row] = await deps.db
      .select({ activityId: activities.id, tenantId: activities.tenantId, customerId: activities.customerId })
      .from(activities)
      .where(and(eq(activities.code, code), isNull(activities.deletedAt)));
    return row ?? null;
  });
  const exhausted = cached(async (key) => {
    const [tenantId, customerId] = key.split(':').map(Number);
    return !(await mediaAllowed(deps.db, { tenantId: tenantId ?? 0, customerId: customerId ?? 0 }));
  });
  const meter = trafficMeter(deps, (accounts) => {
    for (const a of accounts) exhausted.set(ownerKey(a), isExhausted(a));
  });

  const stateOf = async (code: string) => {
    const servedFor = await activityOf.get(code);
    return servedFor && { servedFor, out: await exhausted.get(ownerKey(servedFor)) };
  };

  const admit: UploadMeter = async (fileKey, req) => {
    const code = phonePageCode(req.headers.referer);
    if (!code) return null;
    // Metering never stops a file: while the database cannot answer, files go out uncounted.
    const state = await stateOf(code).catch((err: unknown) => {
      deps.log.warn({ err }, 'traffic state unknown; file served uncounted');
      return null;
    });
    if (!state) return null;
    if (state.out) return { refuse: new AppError('TRAFFIC_EXHAUSTED') };
    return { count: (bytes) => meter.record(state.servedFor, fileKey, bytes) };
  };
  return { admit, meter };
};

export type UploadTraffic = ReturnType<typeof uploadTraffic>;
