import type { DataOf } from '@app/contract';
import { mchContract } from '@app/contract/mch';
import { useLiveQuery } from '../kit/live-hooks.js';

export type FeeStatus = DataOf<typeof mchContract.h5PayStatus>;

/** How often a phone asks whether a payment it started has come through. */
export const feePollMs = 3000;

/** A fee the activity asks that the participant has not paid (or was refunded): they pay before taking part. */
export const feeDue = (status: FeeStatus | undefined) => Boolean(status && status.fee > 0 && status.status !== 'paid');

/**
 * The participant's fee: none, due, or paid. While a payment they started is open it is read again every few
 * seconds, so the page goes on by itself once the merchant's notification has come in.
 */
export const useFeeStatus = (ticket: string) =>
  useLiveQuery(
    mchContract.h5PayStatus,
    { ticket },
    { silent: true, refetchInterval: (status) => (status?.status === 'unpaid' ? feePollMs : false) },
  );
