import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the sandbox provider signs: every field of its notification but the signature itself. */
export type SandboxFields = {
  payment_no: string;
  trade_no: string;
  amount_fen: number;
  status: 'succeeded' | 'failed';
  /** Unix seconds. */
  timestamp: number;
};

const canonical = (f: SandboxFields) =>
  `amount_fen=${f.amount_fen}&payment_no=${f.payment_no}&status=${f.status}&timestamp=${f.timestamp}&trade_no=${f.trade_no}`;

export const sandboxSign = (secret: string, fields: SandboxFields) =>
  createHmac('sha256', secret).update(canonical(fields)).digest('hex');

export const sandboxSignMatches = (secret: string, fields: SandboxFields, sign: string) => {
  const expected = Buffer.from(sandboxSign(secret, fields), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(sign) ? sign : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/** A notification as the sandbox checkout delivers it, signed now. */
export const signedSandboxNotification = (secret: string, fields: Omit<SandboxFields, 'timestamp'>, now: Date) => {
  const full = { ...fields, timestamp: Math.floor(now.getTime() / 1000) };
  return { ...full, sign: sandboxSign(secret, full) };
};
