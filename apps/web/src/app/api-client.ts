import { type DataOf, type Endpoint, type Envelope, envelopeCode, type InputOf } from '@app/contract';
import { message, notification } from 'antd';
import i18n from '../i18n/index.js';
import { ApiError, readableMessage, requestTimeoutMs, toastSeconds } from './api-error.js';
import { navigateTo } from './navigator.js';
import { session } from './session.js';
import { uiFlags } from './ui-flags.js';

// The back-office imports them with the client; the live pages take them from api-error.ts, without antd.
export { ApiError, readableMessage, requestTimeoutMs, toastSeconds };

export type CallOptions = {
  /** Skip the default error toast (the caller shows the error itself). */
  silent?: boolean;
  signal?: AbortSignal;
};

/** The one place the spec's envelope codes are handled (section 8). */
export const handleEnvelope = <T>(env: Envelope<T>, opts: CallOptions = {}): T => {
  if (env.code === envelopeCode.ok) return env.data;
  const msg = readableMessage(env);
  switch (env.code) {
    case envelopeCode.notLoggedIn:
      session.clear();
      navigateTo('/login');
      break;
    case envelopeCode.loginPopup:
      uiFlags.openLoginPopup();
      break;
    case envelopeCode.activityMissing:
      navigateTo('/activity/404');
      break;
    default:
      if (!opts.silent) void message.error(msg, toastSeconds);
  }
  throw new ApiError(env.code, msg, env.error);
};

const transportFailure = (detail: string): never => {
  notification.error({ title: i18n.t('common:requestFailed'), description: detail });
  throw new ApiError(0, detail);
};

const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  typeof body === 'object' && body !== null && 'code' in body && 'msg' in body;

const send = async (url: string, init: RequestInit, opts: CallOptions) => {
  const timeout = AbortSignal.timeout(requestTimeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  // The caller gave up (a query was cancelled, e.g. the login panel switched mode): not a failure to tell the
  // user about. The cancel can land while the body is still being read, after the status already arrived.
  const failed = (err: unknown): never => {
    if (opts.signal?.aborted) throw err;
    return transportFailure(timeout.aborted ? i18n.t('common:requestTimeout') : String((err as Error).message ?? err));
  };
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal });
  } catch (err) {
    return failed(err);
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch (err) {
    if (signal.aborted) return failed(err);
    body = null;
  }
  if (!isEnvelope(body)) return transportFailure(`HTTP ${res.status}`);
  return handleEnvelope(body, opts);
};

const queryString = (input: object) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) if (v !== undefined && v !== null) params.set(k, String(v));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** Calls an endpoint of the contract with the stored token, and answers its data. */
export const callApi = async <E extends Endpoint>(e: E, input: InputOf<E>, opts: CallOptions = {}) => {
  const headers: Record<string, string> = { token: session.token() };
  if (e.method === 'GET') {
    return send(`${e.path}${queryString(input as object)}`, { method: 'GET', headers }, opts) as Promise<DataOf<E>>;
  }
  headers['content-type'] = 'application/json';
  return send(e.path, { method: 'POST', headers, body: JSON.stringify(input ?? {}) }, opts) as Promise<DataOf<E>>;
};

/** Sends one file (field `file`) and text fields to a multipart endpoint. */
export const uploadFile = async <E extends Endpoint>(
  e: E,
  file: File,
  fields: Record<string, string> = {},
  opts: CallOptions = {},
) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', file);
  return send(e.path, { method: 'POST', headers: { token: session.token() }, body: form }, opts) as Promise<DataOf<E>>;
};
