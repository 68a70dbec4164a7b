import { z } from 'zod';

/** The envelope codes of the spec (section 8). */
export const envelopeCode = {
  ok: 200,
  error: 400,
  notLoggedIn: 500,
  loginPopup: 555,
  activityMissing: 600,
} as const;

export type EnvelopeCode = (typeof envelopeCode)[keyof typeof envelopeCode];

export type Envelope<T> = {
  code: EnvelopeCode;
  msg: string;
  data: T;
  /** Name from the error table, so the web can translate the message. */
  error?: string;
};

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number(),
    msg: z.string(),
    data,
    error: z.string().optional(),
  });
