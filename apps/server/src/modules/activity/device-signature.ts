import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The key is derived from the sandbox payment secret because that is the one secret the server persists in its
 * data folder (or takes from the environment): device strings issued before a restart still verify after it, and
 * nobody without the server's data can mint one. Hashing with a purpose prefix keeps the two uses apart.
 */
const keyOf = (serverSecret: string) => createHash('sha256').update(`device:${serverSecret}`).digest();

const signatureOf = (serverSecret: string, activityId: number, random: string) =>
  createHmac('sha256', keyOf(serverSecret)).update(`${random}:${activityId}`).digest('hex').slice(0, 32);

/** `<16 hex>-<32 hex>`: hex and '-' only, so it passes as an h5Enter device_id. */
export const signDevice = (serverSecret: string, activityId: number) => {
  const random = randomBytes(8).toString('hex');
  return `${random}-${signatureOf(serverSecret, activityId, random)}`;
};

/** Whether the device string was issued by this server for this activity. */
export const verifyDevice = (serverSecret: string, activityId: number, device: string) => {
  const match = /^([0-9a-f]{16})-([0-9a-f]{32})$/.exec(device);
  if (!match) return false;
  const expected = Buffer.from(signatureOf(serverSecret, activityId, match[1]!));
  return timingSafeEqual(expected, Buffer.from(match[2]!));
};
