import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { rsaSha256Sign, rsaSha256Verify } from '../rsa-sha256.js';

/** Alipay hands out keys as bare base64 (PKCS#8 or PKCS#1 private, SPKI public); PEM text is taken too. */
const derOf = (text: string) => Buffer.from(text.replace(/-----[^-]+-----|\s/g, ''), 'base64');

export const alipayPrivateKey = (text: string): KeyObject => {
  if (text.includes('-----BEGIN')) return createPrivateKey(text);
  try {
    return createPrivateKey({ key: derOf(text), format: 'der', type: 'pkcs8' });
  } catch {
    return createPrivateKey({ key: derOf(text), format: 'der', type: 'pkcs1' });
  }
};

export const alipayPublicKey = (text: string): KeyObject =>
  text.includes('-----BEGIN')
    ? createPublicKey(text)
    : createPublicKey({ key: derOf(text), format: 'der', type: 'spki' });

/** What RSA2 signs: every non-empty parameter but those left out, sorted by name, as k=v joined by &. */
export const alipaySignContent = (params: Record<string, string>, leaveOut: readonly string[]) =>
  Object.keys(params)
    .filter((k) => !leaveOut.includes(k) && params[k] !== '' && params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');

/** A request is signed over everything but sign; a notification over everything but sign and sign_type. */
export const alipaySignRequest = (key: KeyObject | string, params: Record<string, string>) =>
  rsaSha256Sign(key, alipaySignContent(params, ['sign']));

export const alipayVerifyNotification = (key: KeyObject | string, params: Record<string, string>) =>
  params.sign_type === 'RSA2' &&
  rsaSha256Verify(key, alipaySignContent(params, ['sign', 'sign_type']), params.sign ?? '');

/** Alipay's time format, in China time: 2026-06-01 10:00:00. */
export const alipayTime = (d: Date) =>
  new Date(d.getTime() + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);

export const parseAlipayTime = (text: string) =>
  /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(text) ? new Date(`${text.replace(' ', 'T')}+08:00`) : null;

/**
 * The exact text of one member's JSON object inside an answer: Alipay signs the characters as it sent them, so
 * re-serialising the parsed value would not verify.
 */
export const jsonMemberText = (text: string, name: string) => {
  const start = text.indexOf('{', text.indexOf(`"${name}"`) + name.length + 2);
  if (text.indexOf(`"${name}"`) < 0 || start < 0) return null;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i += 1) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth += 1;
    else if (c === '}') {
      depth -= 1;
      if (depth === 0) return text.slice(start, i + 1);
    }
  }
  return null;
};

/** Yuan with two decimals, as Alipay writes amounts, to whole fen; null for anything else. */
export const fenOfAlipayAmount = (text: string | undefined) =>
  text && /^\d{1,10}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : null;

export const alipayAmountOfFen = (fen: number) => (fen / 100).toFixed(2);
