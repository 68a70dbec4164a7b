import type { Envelope } from '@app/contract';
import i18n from '../i18n/index.js';

/** Spec section 9. */
export const requestTimeoutMs = 30_000;
export const toastSeconds = 2;

export class ApiError extends Error {
  readonly code: number;
  readonly errorName: string | undefined;
  constructor(code: number, msg: string, errorName?: string) {
    super(msg);
    this.code = code;
    this.errorName = errorName;
  }
}

/**
 * The message in the user's language: the translation by error name, unless the server chose its own words (a
 * refusal naming what it is about, such as the activities that still use an account, must not be replaced by
 * that name's general text). The server speaks zh-CN, so without the `errors` texts (a live page in zh-CN) its
 * words are the message; the zh-CN texts are the contract's errorTable, so they tell the standard words apart.
 */
export const readableMessage = (env: Envelope<unknown>) => {
  const name = env.error;
  const standard = name !== undefined && i18n.getResource('zh-CN', 'errors', name) === env.msg;
  return standard ? i18n.t(`errors:${name}`) : env.msg;
};
