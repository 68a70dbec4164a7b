import type { Db } from '../../db/client.js';
import { activityMerchantRepository } from './activity-merchant.repository.js';
import { participantPaymentRepository } from './participant-payment.repository.js';

/** The fee the activity asks of each participant: set, with a merchant chosen to take it; null when none is asked. */
export const feeOf = async (db: Db, activityId: number) => {
  const choice = await activityMerchantRepository(db).of(activityId);
  return choice && choice.fee > 0 && choice.payMerchantId ? choice : null;
};

/**
 * May the participant take part as far as the activity's fee goes: none is asked, or theirs is paid. A payment the
 * organiser refunded no longer counts: that participant pays again to go on.
 */
export const feeGate = async (db: Db, activityId: number, participantId: number): Promise<boolean> => {
  if (!(await feeOf(db, activityId))) return true;
  return (await participantPaymentRepository(db).currentOf(participantId))?.status === 'paid';
};
