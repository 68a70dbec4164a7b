import type { Db } from '../../db/client.js';
import { activityMerchantRepository } from './activity-merchant.repository.js';
import { participantPaymentRepository } from './participant-payment.repository.js';

/** The fee the activity asks of each participant: set, with a merchant chosen to take it; null when none is asked. */
export const feeOf = async (db: Db, activityId: number) => {
  const choice = await activityMerchantRepository(db).of(activityId);
  return choice && choice.fee > 0 && choice.payMerchantId ? choice : null;
};

type Fee = Awaited<ReturnType<typeof feeOf>>;

const paid = async (db: Db, participantId: number) =>
  (await participantPaymentRepository(db).currentOf(participantId))?.status === 'paid';

/**
 * May the participant take part as far as the activity's fee goes: none is asked, or theirs is paid. A payment the
 * organiser refunded no longer counts: that participant pays again to go on.
 */
export const feeGate = async (db: Db, activityId: number, participantId: number): Promise<boolean> =>
  !(await feeOf(db, activityId)) || paid(db, participantId);

/** How long a crowd call takes an activity's fee as read: a fee set or removed while people take part applies within it. */
export const crowdFeeMs = 5_000;

/**
 * feeGate for a call a whole crowd makes at once (questionnaire submits): each instance reads an activity's fee at
 * most once per crowdFeeMs, so an activity without a fee costs its submits no statement.
 */
export const crowdFeeGate = (db: Db, clock: () => Date) => {
  const fees = new Map<number, { until: number; fee: Fee }>();
  return async (activityId: number, participantId: number): Promise<boolean> => {
    const now = clock().getTime();
    let known = fees.get(activityId);
    if (!known || known.until <= now) {
      if (fees.size >= 10_000) for (const [id, entry] of fees) if (entry.until <= now) fees.delete(id);
      known = { until: now + crowdFeeMs, fee: await feeOf(db, activityId) };
      fees.set(activityId, known);
    }
    return !known.fee || paid(db, participantId);
  };
};
