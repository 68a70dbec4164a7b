import { type DataOf, type Endpoint, type Envelope, envelopeCode, errorTable, type InputOf } from '@app/contract';
import { message } from 'antd';
import { ApiError, requestTimeoutMs, toastSeconds } from '../app/api-client.js';
import i18n from '../i18n/index.js';

export type LiveCallOptions = { silent?: boolean; signal?: AbortSignal };

/**
 * The translation by error name, unless the server chose its own words (a state message such as
 * 活动已过期 travels under a general error name and must not be replaced by that name's text).
 */
const readableMessage = (env: Envelope<unknown>) => {
  const name = env.error as keyof typeof errorTable | undefined;
  const standard = name && errorTable[name]?.msg === env.msg;
  return standard && i18n.exists(`errors:${name}`) ? i18n.t(`errors:${name}`) : env.msg;
};

const fail = (error: ApiError, opts: LiveCallOptions): never => {
  if (!opts.silent) void message.error(error.message, toastSeconds);
  throw error;
};

const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  typeof body === 'object' && body !== null && 'code' in body && 'msg' in body;

const request = (e: Endpoint, input: unknown): [string, RequestInit] => {
  if (e.method === 'POST') {
    return [e.path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) }];
  }
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(input as object)) if (v !== undefined && v !== null) params.set(k, String(v));
  return [`${e.path}?${params}`, { method: 'GET' }];
};

/**
 * Calls a participant endpoint. Participants are not back-office users: no token travels, and codes 500 and
 * 600 neither log anybody out nor leave the page; every failure is one message, shown as a toast unless silent.
 */
export const callLive = async <E extends Endpoint>(
  e: E,
  input: InputOf<E>,
  opts: LiveCallOptions = {},
): Promise<DataOf<E>> => {
  const timeout = AbortSignal.timeout(requestTimeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  const [url, init] = request(e, input ?? {});
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal });
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    return fail(new ApiError(0, i18n.t(timeout.aborted ? 'common:requestTimeout' : 'common:requestFailed')), opts);
  }
  const body: unknown = await res.json().catch(() => null);
  if (!isEnvelope(body)) return fail(new ApiError(0, i18n.t('common:requestFailed')), opts);
  if (body.code === envelopeCode.ok) return body.data as DataOf<E>;
  return fail(new ApiError(body.code, readableMessage(body), body.error), opts);
};
