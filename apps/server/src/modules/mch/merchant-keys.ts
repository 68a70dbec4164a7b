import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { AppError } from '../../platform/errors.js';
import { alipayPrivateKey, alipayPublicKey } from '../../platform/payment/alipay/alipay-sign.js';
import { isUsableRsaKey, keyHint, pkcs8Pem } from '../../platform/secrets/rsa-key.js';

const parsed = (parse: () => KeyObject, refusal: AppError) => {
  try {
    const key = parse();
    if (isUsableRsaKey(key)) return key;
  } catch {
    // Falls through to the refusal: the text is not a key of this kind.
  }
  throw refusal;
};

/** A private key to store: normalised to PKCS#8 PEM, with the hint the organiser sees. */
const privateKey = (key: KeyObject) => ({ pem: pkcs8Pem(key), hint: keyHint(key) });

/** The merchant's apiclient_key.pem, as read back from the certificate upload. */
export const wechatPrivateKey = (pem: string) =>
  privateKey(parsed(() => createPrivateKey(pem), new AppError('MCH_KEY_FILE_INVALID')));

/** The Alipay app's private key, PEM or the bare base64 Alipay's key tool writes. */
export const alipayAppPrivateKey = (text: string) =>
  privateKey(parsed(() => alipayPrivateKey(text), new AppError('MCH_PRIVATE_KEY_INVALID')));

/** The provider's public key, checked to be one and kept as the organiser entered it. */
export const checkedPublicKey = (type: 'wechat' | 'alipay', text: string) => {
  const parse = type === 'wechat' ? () => createPublicKey(text) : () => alipayPublicKey(text);
  parsed(parse, new AppError('MCH_PUBLIC_KEY_INVALID'));
  return text.trim();
};

/** An API v3 key shown as its last four characters behind stars. */
export const maskedSecret = (secret: string) =>
  secret ? `${'*'.repeat(Math.max(secret.length - 4, 0))}${secret.slice(-4)}` : '';
