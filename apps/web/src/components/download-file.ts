import type { Endpoint, Envelope, InputOf } from '@app/contract';
import { notification } from 'antd';
import { ApiError, handleEnvelope, requestTimeoutMs } from '../app/api-client.js';
import { session } from '../app/session.js';
import i18n from '../i18n/index.js';

/** The file name the server gives (RFC 5987 `filename*` first), if any. */
export const fileNameOf = (disposition: string | null) => {
  if (!disposition) return undefined;
  const encoded = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim();
};

const save = (blob: Blob, name: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after the click returns; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/**
 * Downloads a file the server streams outside the JSON envelope (templates, exports), sending the token the way
 * every call does. A refusal still comes as an envelope and is handled like any call's; resolves false then.
 */
export const downloadFile = async <E extends Endpoint>(e: E, input: InputOf<E>, fallbackName: string) => {
  const query = new URLSearchParams(Object.entries(input as object).map(([k, v]) => [k, String(v)])).toString();
  let res: Response;
  try {
    res = await fetch(query ? `${e.path}?${query}` : e.path, {
      headers: { token: session.token() },
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  } catch (err) {
    notification.error({ title: i18n.t('common:requestFailed'), description: String((err as Error).message) });
    return false;
  }
  if ((res.headers.get('content-type') ?? '').includes('application/json')) {
    try {
      handleEnvelope((await res.json()) as Envelope<unknown>);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
    }
    return false;
  }
  if (!res.ok) {
    notification.error({ title: i18n.t('common:requestFailed'), description: `HTTP ${res.status}` });
    return false;
  }
  save(await res.blob(), fileNameOf(res.headers.get('content-disposition')) ?? fallbackName);
  return true;
};
