import { type Envelope, type ErrorName, errorTable } from '@app/contract';
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
 * that name's general text).
 */
export const readableMessage = (env: Envelope<unknown>) => {
  const name = env.error as ErrorName | undefined;
  const standard = name !== undefined && errorTable[name]?.msg === env.msg;
  return standard && i18n.exists(`errors:${name}`) ? i18n.t(`errors:${name}`) : env.msg;
};
