import { createSign, createVerify, type KeyObject } from 'node:crypto';

/** SHA256withRSA (PKCS#1 v1.5), base64: what WeChat Pay API v3 and Alipay RSA2 both sign with. */
export const rsaSha256Sign = (key: KeyObject | string, message: string) =>
  createSign('RSA-SHA256').update(message, 'utf8').sign(key, 'base64');

export const rsaSha256Verify = (key: KeyObject | string, message: string, signature: string) => {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(key, signature, 'base64');
  } catch {
    return false;
  }
};
