import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * WeChat's message encryption (WXBizMsgCrypt) for what the third-party platform pushes: AES-256-CBC under the
 * EncodingAESKey with the key's first 16 bytes as IV and PKCS#7 padding to 32 bytes, over
 * random(16) + length(4, big-endian) + message + appid; signed by SHA-1 of token, timestamp, nonce and the
 * ciphertext, sorted.
 */
const block = 32;

const keyOf = (aesKey: string) => Buffer.from(`${aesKey}=`, 'base64');

export const msgSignature = (token: string, timestamp: string, nonce: string, encrypted: string) =>
  createHash('sha1').update([token, timestamp, nonce, encrypted].sort().join('')).digest('hex');

export const encryptMessage = (aesKey: string, appid: string, message: string, random = randomBytes(16)) => {
  const body = Buffer.from(message, 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const plain = Buffer.concat([random, length, body, Buffer.from(appid, 'utf8')]);
  const pad = block - (plain.length % block);
  const key = keyOf(aesKey);
  const cipher = createCipheriv('aes-256-cbc', key, key.subarray(0, 16)).setAutoPadding(false);
  return Buffer.concat([cipher.update(Buffer.concat([plain, Buffer.alloc(pad, pad)])), cipher.final()]).toString(
    'base64',
  );
};

/** The message, or null when it does not open or was not meant for `appid`. */
export const decryptMessage = (aesKey: string, appid: string, encrypted: string): string | null => {
  const key = keyOf(aesKey);
  const data = Buffer.from(encrypted, 'base64');
  if (data.length === 0 || data.length % block !== 0) return null;
  const decipher = createDecipheriv('aes-256-cbc', key, key.subarray(0, 16)).setAutoPadding(false);
  const plain = Buffer.concat([decipher.update(data), decipher.final()]);
  const pad = plain[plain.length - 1] ?? 0;
  if (pad < 1 || pad > block) return null;
  const content = plain.subarray(16, plain.length - pad);
  if (content.length < 4) return null;
  const length = content.readUInt32BE(0);
  if (4 + length > content.length) return null;
  const from = content.subarray(4 + length).toString('utf8');
  return from === appid ? content.subarray(4, 4 + length).toString('utf8') : null;
};

/** One element's text of WeChat's flat XML (<Name><![CDATA[text]]></Name> or <Name>text</Name>); '' when absent. */
export const xmlField = (xml: string, name: string) => {
  const match = new RegExp(`<${name}>(?:<!\\[CDATA\\[([\\s\\S]*?)\\]\\]>|([^<]*))</${name}>`).exec(xml);
  return match?.[1] ?? match?.[2] ?? '';
};
