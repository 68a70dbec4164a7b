import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StandInApp } from './alipay-stand-in.js';
import type { StandInMerchant } from './wechatpay-stand-in.js';

const keyFile = (dir: string, name: string, text: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, text, { mode: 0o600 });
  return file;
};

/** The environment that makes the platform take its own payments through the WeChat Pay stand-in. */
export const wechatPayPlatformEnv = (baseUrl: string, m: StandInMerchant) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wechatpay-keys-'));
  return {
    PAYMENT_PROVIDER: 'wechatpay',
    WECHATPAY_BASE_URL: baseUrl,
    WECHATPAY_MCH_ID: m.mchId,
    WECHATPAY_APP_ID: m.appId,
    WECHATPAY_API_V3_KEY: m.apiV3Key,
    WECHATPAY_CERT_SERIAL: m.certSerial,
    WECHATPAY_PRIVATE_KEY_FILE: keyFile(dir, 'apiclient_key.pem', m.privateKeyPem),
    WECHATPAY_PUBLIC_KEY_ID: m.publicKeyId,
    WECHATPAY_PUBLIC_KEY_FILE: keyFile(dir, 'pub_key.pem', m.publicKeyPem),
  };
};

/** The environment that makes the platform take its own payments through the Alipay stand-in. */
export const alipayPlatformEnv = (gateway: string, a: StandInApp) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'alipay-keys-'));
  return {
    PAYMENT_PROVIDER: 'alipay',
    ALIPAY_GATEWAY: gateway,
    ALIPAY_APP_ID: a.appId,
    ALIPAY_PRIVATE_KEY_FILE: keyFile(dir, 'app_private_key.txt', a.privateKey),
    ALIPAY_PUBLIC_KEY_FILE: keyFile(dir, 'alipay_public_key.txt', a.alipayPublicKey),
  };
};
