import { type DataOf, type Endpoint, type Envelope, envelopeCode, type InputOf } from '@app/contract';
import { ApiError, readableMessage, requestTimeoutMs } from '../../app/api-error.js';
import { session } from '../../app/session.js';
import i18n from '../../i18n/index.js';
import { showLiveToast } from './live-toast.js';

export type LiveCallOptions = {
  silent?: boolean;
  signal?: AbortSignal;
  /** Sends the back-office login this browser holds, so the organiser's own visit is a preview (h5Info, h5Enter). */
  asOrganiser?: boolean;
};

const fail = (error: ApiError, opts: LiveCallOptions): never => {
  if (!opts.silent) showLiveToast(error.message);
  throw error;
};

const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  typeof body === 'object' && body !== null && 'code' in body && 'msg' in body;

const request = (e: Endpoint, input: unknown, asOrganiser: boolean): [string, RequestInit] => {
  const token = asOrganiser ? session.token() : '';
  const auth: Record<string, string> = token ? { token } : {};
  if (e.method === 'POST') {
    const headers = { ...auth, 'content-type': 'application/json' };
    return [e.path, { method: 'POST', headers, body: JSON.stringify(input) }];
  }
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(input as object)) if (v !== undefined && v !== null) params.set(k, String(v));
  return [`${e.path}?${params}`, { method: 'GET', headers: auth }];
};

/**
 * Calls a participant endpoint. Participants are not back-office users: no token travels (except asOrganiser), and
 * codes 500 and 600 neither log anybody out nor leave the page; every failure is one message, a toast unless silent.
 */
export const callLive = async <E extends Endpoint>(
  e: E,
  input: InputOf<E>,
  opts: LiveCallOptions = {},
): Promise<DataOf<E>> => {
  const timeout = AbortSignal.timeout(requestTimeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  const [url, init] = request(e, input ?? {}, opts.asOrganiser ?? false);
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
