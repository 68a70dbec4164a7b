import { readFileSync } from 'node:fs';
import { persistedSecret } from '../secrets/persisted-secret.js';
import { type AlipayCredentials, alipayProductionGateway } from './alipay/alipay-client.js';
import { wechatPayProductionBase } from './wechatpay/wechatpay-client.js';
import type { WechatPayCredentials } from './wechatpay/wechatpay-credentials.js';

export const paymentProviderNames = ['sandbox', 'wechatpay', 'alipay'] as const;
export type PaymentProviderName = (typeof paymentProviderNames)[number];

export type PaymentConfig = {
  /** Who takes the platform's own payments (top-ups, services, publishing): the sandbox unless configured. */
  provider: PaymentProviderName;
  /** The sandbox provider signs its notifications with this secret. */
  sandboxSecret: string;
  /** Where WeChat Pay and Alipay are reached, for the platform and organisers' merchants alike (tests: stand-ins). */
  wechatpayBaseUrl: string;
  alipayGateway: string;
  /** The platform's own merchant, when provider is wechatpay. */
  wechatpay?: WechatPayCredentials;
  /** The platform's own Alipay app, when provider is alipay. */
  alipay?: AlipayCredentials;
};

type Env = NodeJS.ProcessEnv;

/** Every named variable, or an error naming those missing: a half-configured provider must not start. */
const required = <K extends string>(env: Env, provider: string, names: readonly K[]) => {
  const missing = names.filter((n) => !env[n]);
  if (missing.length) throw new Error(`PAYMENT_PROVIDER=${provider} needs ${missing.join(', ')}`);
  return Object.fromEntries(names.map((n) => [n, env[n] ?? ''])) as Record<K, string>;
};

const file = (path: string) => readFileSync(path, 'utf8');

const wechatpayOf = (env: Env): WechatPayCredentials => {
  const v = required(env, 'wechatpay', [
    'WECHATPAY_MCH_ID',
    'WECHATPAY_APP_ID',
    'WECHATPAY_API_V3_KEY',
    'WECHATPAY_CERT_SERIAL',
    'WECHATPAY_PRIVATE_KEY_FILE',
    'WECHATPAY_PUBLIC_KEY_ID',
    'WECHATPAY_PUBLIC_KEY_FILE',
  ]);
  return {
    mchId: v.WECHATPAY_MCH_ID,
    appId: v.WECHATPAY_APP_ID,
    apiV3Key: v.WECHATPAY_API_V3_KEY,
    certSerial: v.WECHATPAY_CERT_SERIAL,
    privateKeyPem: file(v.WECHATPAY_PRIVATE_KEY_FILE),
    publicKeyId: v.WECHATPAY_PUBLIC_KEY_ID,
    publicKeyPem: file(v.WECHATPAY_PUBLIC_KEY_FILE),
  };
};

const alipayOf = (env: Env): AlipayCredentials => {
  const v = required(env, 'alipay', ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY_FILE', 'ALIPAY_PUBLIC_KEY_FILE']);
  return {
    appId: v.ALIPAY_APP_ID,
    privateKey: file(v.ALIPAY_PRIVATE_KEY_FILE),
    alipayPublicKey: file(v.ALIPAY_PUBLIC_KEY_FILE),
  };
};

export const loadPaymentConfig = (env: Env, dataDir: string): PaymentConfig => {
  const provider = (env.PAYMENT_PROVIDER || 'sandbox') as PaymentProviderName;
  if (!paymentProviderNames.includes(provider)) {
    throw new Error(`PAYMENT_PROVIDER must be one of ${paymentProviderNames.join(', ')}, not ${provider}`);
  }
  return {
    provider,
    sandboxSecret: env.PAYMENT_SANDBOX_SECRET || persistedSecret(dataDir, 'payment-sandbox.secret'),
    wechatpayBaseUrl: env.WECHATPAY_BASE_URL || wechatPayProductionBase,
    alipayGateway: env.ALIPAY_GATEWAY || alipayProductionGateway,
    ...(provider === 'wechatpay' ? { wechatpay: wechatpayOf(env) } : {}),
    ...(provider === 'alipay' ? { alipay: alipayOf(env) } : {}),
  };
};
