import type { ErrorName } from '@app/contract';
import type { z } from 'zod';
import { AppError } from '../errors.js';

/** WeChat's errcodes that mean the token was not (or no longer) taken: a new token may succeed. */
const tokenRejected = new Set([40001, 40014, 42001]);

/** WeChat's errcodes a person can act on, by the error they are shown. */
const errorOfCode: Record<number, ErrorName> = {
  61005: 'WECHAT_OPEN_NOT_READY',
  61006: 'WECHAT_OPEN_NOT_READY',
  40029: 'WECHAT_CODE_INVALID',
  40163: 'WECHAT_CODE_INVALID',
  61009: 'WECHAT_CODE_INVALID',
  61010: 'WECHAT_CODE_INVALID',
  61003: 'WXACCOUNT_REAUTHORIZE',
  61023: 'WXACCOUNT_REAUTHORIZE',
};

/** WeChat answered with an errcode. */
export class WechatApiError extends AppError {
  readonly errcode: number;
  constructor(errcode: number, errmsg: string) {
    const name = errorOfCode[errcode];
    super(name ?? 'WECHAT_API_FAILED', name ? undefined : `微信接口调用失败：${errmsg}（${errcode}）`);
    this.errcode = errcode;
  }
  get tokenRejected() {
    return tokenRejected.has(this.errcode);
  }
}

export const isTokenRejected = (err: unknown) => err instanceof WechatApiError && err.tokenRejected;

const unreachable = () => new AppError('WECHAT_API_FAILED', '微信接口暂时无法访问，请稍后再试');
const timeoutMs = 10_000;

type Query = Record<string, string>;

const jsonOf = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

const errorIn = (reply: unknown) => {
  const r = reply as { errcode?: unknown; errmsg?: unknown } | null;
  if (!r || typeof r.errcode !== 'number' || r.errcode === 0) return null;
  return new WechatApiError(r.errcode, String(r.errmsg ?? ''));
};

/**
 * Calls to one WeChat host. WeChat answers HTTP 200 with an errcode when it refuses; that becomes a WechatApiError,
 * and an answer of another shape than `schema` a plain failure.
 */
export const wechatApi = (base: string) => {
  const send = async (method: 'GET' | 'POST', path: string, query: Query, body?: object) => {
    const url = `${base}${path}?${new URLSearchParams(query)}`;
    try {
      const res = await fetch(url, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw unreachable();
      return res;
    } catch (err) {
      throw err instanceof AppError ? err : unreachable();
    }
  };
  const parse = async <T extends z.ZodType>(res: Response, schema: T): Promise<z.output<T>> => {
    const reply = jsonOf(await res.text());
    const error = errorIn(reply);
    if (error) throw error;
    const parsed = schema.safeParse(reply);
    if (!parsed.success) throw new AppError('WECHAT_API_FAILED');
    return parsed.data;
  };
  return {
    get: async <T extends z.ZodType>(path: string, query: Query, schema: T) =>
      parse(await send('GET', path, query), schema),
    post: async <T extends z.ZodType>(path: string, query: Query, body: object, schema: T) =>
      parse(await send('POST', path, query, body), schema),
    /** A call that answers an image when it succeeds and JSON with an errcode when it does not. */
    postForImage: async (path: string, query: Query, body: object) => {
      const res = await send('POST', path, query, body);
      const mime = res.headers.get('content-type') ?? '';
      const bytes = new Uint8Array(await res.arrayBuffer());
      if (!mime.startsWith('image/')) {
        throw errorIn(jsonOf(Buffer.from(bytes).toString('utf8'))) ?? new AppError('WECHAT_API_FAILED');
      }
      return { mime: mime.split(';')[0] ?? mime, bytes };
    },
  };
};
