import { gib, trafficWarnPercent } from '@app/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { customers } from '../customer/index.js';
import { tenants } from '../tenant/index.js';
import type { TrafficAccountRow } from './traffic-account.repository.js';

const gbText = (bytes: number) => (Math.max(0, bytes) / gib).toFixed(2);

export const trafficWarningText = (siteTitle: string, account: Pick<TrafficAccountRow, 'grantedBytes' | 'usedBytes'>) =>
  `【${siteTitle}】您的活动流量已使用${trafficWarnPercent}%，剩余${gbText(
    account.grantedBytes - account.usedBytes,
  )}GB。流量用完后，活动页面将不再显示图片和视频，请及时购买流量包。`;

/**
 * Tells each organiser whose period just passed the warning percentage, by SMS to their account's phone. The
 * platform's own notice: it costs the organiser's SMS balance nothing. A failed send is logged, not retried:
 * the page shows the same balance.
 */
export const sendTrafficWarnings = async (deps: Pick<Deps, 'sms' | 'log'>, db: Db, accounts: TrafficAccountRow[]) => {
  if (accounts.length === 0) return;
  const owners = await db
    .select({ id: customers.id, tenantId: customers.tenantId, phone: customers.phone, site: tenants.title })
    .from(customers)
    .innerJoin(tenants, eq(tenants.id, customers.tenantId))
    .where(
      inArray(
        customers.id,
        accounts.map((a) => a.customerId),
      ),
    );
  await Promise.all(
    accounts.map(async (account) => {
      const owner = owners.find((o) => o.id === account.customerId && o.tenantId === account.tenantId);
      if (!owner) return;
      const content = trafficWarningText(owner.site, account);
      await deps.sms.send({ phone: owner.phone, type: 'notice', content }).catch((err: unknown) => {
        deps.log.warn({ err, customerId: owner.id }, 'traffic warning sms was not sent');
      });
    }),
  );
};
