import type { z } from 'zod';
import { walletMessages } from './messages.js';

export type CheckKey = keyof (typeof walletMessages)['zh-CN']['check'];

const zhChecks = walletMessages['zh-CN'].check;
const checkKeys = Object.keys(zhChecks) as CheckKey[];

/**
 * Checks a value with the contract's own schema, so the page refuses exactly what the server refuses,
 * and answers the message key (namespace wallet, `check.*`) whose zh-CN text is the schema's message.
 */
export const checkWith = (schema: z.ZodType, value: unknown): CheckKey | null => {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const msg = result.error.issues[0]?.message;
  return checkKeys.find((k) => zhChecks[k] === msg) ?? 'invalid';
};

/** Typed text as an amount input: blank is "no amount", not 0. */
export const amountInput = (text: string) => text.trim() || undefined;
