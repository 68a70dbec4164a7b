import { type KeyObject, randomBytes } from 'node:crypto';
import { rsaSha256Sign, rsaSha256Verify } from '../rsa-sha256.js';

/** WeChat Pay refuses a request, and we refuse an answer or a notification, signed further than this from now. */
export const wechatPayMaxSkewSeconds = 5 * 60;

export const wechatPayNonce = () => randomBytes(16).toString('hex').toUpperCase();

type Signed = { method: string; url: string; timestamp: number; nonce: string; body: string };

/** The Authorization header of API v3 (WECHATPAY2-SHA256-RSA2048): the merchant signs method, URL, time, nonce and body. */
export const wechatPayAuthorization = (
  mch: { mchId: string; certSerial: string; privateKey: KeyObject },
  r: Signed,
) => {
  const message = `${r.method}\n${r.url}\n${r.timestamp}\n${r.nonce}\n${r.body}\n`;
  const fields = {
    mchid: mch.mchId,
    nonce_str: r.nonce,
    signature: rsaSha256Sign(mch.privateKey, message),
    timestamp: String(r.timestamp),
    serial_no: mch.certSerial,
  };
  return `WECHATPAY2-SHA256-RSA2048 ${Object.entries(fields)
    .map(([k, v]) => `${k}="${v}"`)
    .join(',')}`;
};

/** The fields of an Authorization header, as the service reads them. */
export const parseWechatPayAuthorization = (header: string) => {
  const [scheme, rest = ''] = header.split(/ (.*)/s);
  if (scheme !== 'WECHATPAY2-SHA256-RSA2048') return null;
  return Object.fromEntries([...rest.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
};

export type SignatureHeaders = { timestamp: string; nonce: string; signature: string; serial: string };

export type HeaderBag = Record<string, string | string[] | undefined> | Headers;

const header = (headers: HeaderBag, name: string) => {
  const value = headers instanceof Headers ? headers.get(name) : headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

export const wechatPaySignatureHeaders = (headers: HeaderBag): SignatureHeaders => ({
  timestamp: header(headers, 'wechatpay-timestamp'),
  nonce: header(headers, 'wechatpay-nonce'),
  signature: header(headers, 'wechatpay-signature'),
  serial: header(headers, 'wechatpay-serial'),
});

/** What the platform signs on its answers and notifications: time, nonce and body. */
export const wechatPaySignedMessage = (h: Pick<SignatureHeaders, 'timestamp' | 'nonce'>, body: string) =>
  `${h.timestamp}\n${h.nonce}\n${body}\n`;

/**
 * Why an answer or notification of WeChat Pay cannot be trusted, or null when it can: signed by the platform key
 * the merchant configured (by its id), within five minutes of now.
 */
export const wechatPaySignatureProblem = (
  platform: { publicKeyId: string; publicKey: KeyObject },
  h: SignatureHeaders,
  body: string,
  now: Date,
) => {
  if (!h.signature || !h.timestamp || !h.nonce) return 'missing';
  if (h.serial !== platform.publicKeyId) return 'serial';
  const age = Math.floor(now.getTime() / 1000) - Number(h.timestamp);
  if (!/^\d{1,12}$/.test(h.timestamp) || Math.abs(age) > wechatPayMaxSkewSeconds) return 'stale';
  return rsaSha256Verify(platform.publicKey, wechatPaySignedMessage(h, body), h.signature) ? null : 'signature';
};
