import dayjs from 'dayjs';

/**
 * When a renewal of `days` ends: counted on from the current expiry while it is still ahead, otherwise from
 * now (an expired activity comes back online for the whole period bought).
 */
export const renewedExpiry = (expiresAt: string | null, days: number, now = dayjs()) => {
  const current = expiresAt ? dayjs(expiresAt) : null;
  const from = current?.isAfter(now) ? current : now;
  return from.add(days, 'day').toISOString();
};
