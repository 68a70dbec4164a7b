import path from 'node:path';
import { loadPaymentConfig, type PaymentConfig } from './platform/payment/payment-config.js';
import { persistedSecret } from './platform/secrets/persisted-secret.js';
import { parseSecretsKey } from './platform/secrets/secret-box.js';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Starts every Redis key and channel of this site, so several sites (or test servers) can share one Redis. */
  redisPrefix: string;
  logLevel: string;
  /** Where the built web app is; served on the same port. */
  webDist: string;
  sessionDays: number;
  requestTimeoutMs: number;
  bodyLimitBytes: number;
  /** Which peers' X-Forwarded-For is believed (Fastify's trustProxy): none by default. */
  trustProxy: TrustProxy;
  sms: { dailyPerPhone: number; dailyPerIp: number; resendSeconds: number; codeTtlSeconds: number };
  login: { maxFailures: number; lockMinutes: number };
  /**
   * Joins (h5/enter) one address or one device may make a minute, and join codes one address may ask for a day: a
   * hall shares one address.
   */
  h5: { entriesPerIpPerMinute: number; entriesPerDevicePerMinute: number; codesPerIpPerDay: number };
  /**
   * What one /ws socket may send a second, how many sockets one address may hold open (a hall shares one), and
   * how many reads of channels that turn out not to exist one address may cost a second.
   */
  live: { messagesPerSocketPerSecond: number; socketsPerAddress: number; refusedReadsPerAddressPerSecond: number };
  oneClickMaxAgeSeconds: number;
  /** Crowd writes (votes, answers) gather this long or this many rows, then commit together. */
  groupCommit: { windowMs: number; maxRows: number; timeoutMs: number };
  payment: PaymentConfig;
  /** Seals the secrets the database keeps (official accounts' tokens, organisers' merchant keys). */
  secretsKey: Buffer;
  /** The WeChat third-party platform organisers authorise their official accounts to; null: the offline default. */
  wechatOpen: WechatOpenConfig | null;
  /**
   * Traffic metering: served upload bytes gather in memory and are written this often; whether an organiser's
   * traffic has run out is remembered this long by the file server.
   */
  traffic: { flushMs: number; stateTtlMs: number };
};

export type WechatOpenConfig = {
  componentAppid: string;
  componentSecret: string;
  /** The message-check token and EncodingAESKey (43 characters) set on the platform's development page. */
  token: string;
  aesKey: string;
  /** WeChat's hosts (api.weixin.qq.com, open.weixin.qq.com, mp.weixin.qq.com); tests point them at a stand-in. */
  apiBase: string;
  openBase: string;
  mpBase: string;
};

/** `false`, `true`, a hop count, or the proxies' addresses and CIDRs. */
export type TrustProxy = boolean | number | string[];

export const parseTrustProxy = (value: string | undefined): TrustProxy => {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'false' || v === 'off' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
};

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
};

/**
 * Set by WECHAT_COMPONENT_APPID and its companions, all or none. Real tokens are then stored, so their key must
 * come from the environment (SECRETS_KEY), not from a file beside the data.
 */
const wechatOpenConfig = (env: NodeJS.ProcessEnv): WechatOpenConfig | null => {
  const componentAppid = env.WECHAT_COMPONENT_APPID ?? '';
  if (!componentAppid) return null;
  const required = ['WECHAT_COMPONENT_SECRET', 'WECHAT_COMPONENT_TOKEN', 'WECHAT_COMPONENT_AES_KEY', 'SECRETS_KEY'];
  const missing = required.filter((name) => !env[name]);
  if (missing.length) throw new Error(`WECHAT_COMPONENT_APPID is set: set ${missing.join(', ')} too`);
  const aesKey = env.WECHAT_COMPONENT_AES_KEY ?? '';
  if (!/^[A-Za-z0-9+/]{43}$/.test(aesKey))
    throw new Error('WECHAT_COMPONENT_AES_KEY must be the 43-character EncodingAESKey');
  return {
    componentAppid,
    componentSecret: env.WECHAT_COMPONENT_SECRET ?? '',
    token: env.WECHAT_COMPONENT_TOKEN ?? '',
    aesKey,
    apiBase: env.WECHAT_API_BASE || 'https://api.weixin.qq.com',
    openBase: env.WECHAT_OPEN_BASE || 'https://open.weixin.qq.com',
    mpBase: env.WECHAT_MP_BASE || 'https://mp.weixin.qq.com',
  };
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const root = path.resolve(import.meta.dirname, '../../..');
  const dataDir = path.resolve(root, env.DATA_DIR ?? './data');
  return {
    port: int(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'app',
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: path.resolve(root, env.WEB_DIST ?? 'apps/web/dist'),
    sessionDays: int(env.SESSION_DAYS, 7),
    requestTimeoutMs: int(env.REQUEST_TIMEOUT_MS, 30_000),
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 1024 * 1024),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sms: {
      dailyPerPhone: int(env.SMS_DAILY_PER_PHONE, 10),
      dailyPerIp: int(env.SMS_DAILY_PER_IP, 50),
      resendSeconds: int(env.SMS_RESEND_SECONDS, 60),
      codeTtlSeconds: int(env.SMS_CODE_TTL_SECONDS, 600),
    },
    login: { maxFailures: int(env.LOGIN_MAX_FAILURES, 5), lockMinutes: int(env.LOGIN_LOCK_MINUTES, 15) },
    h5: {
      entriesPerIpPerMinute: int(env.H5_ENTRIES_PER_IP_PER_MINUTE, 3000),
      entriesPerDevicePerMinute: int(env.H5_ENTRIES_PER_DEVICE_PER_MINUTE, 20),
      codesPerIpPerDay: int(env.H5_CODES_PER_IP_PER_DAY, 5000),
    },
    live: {
      messagesPerSocketPerSecond: int(env.LIVE_MESSAGES_PER_SOCKET_PER_SECOND, 20),
      socketsPerAddress: int(env.LIVE_SOCKETS_PER_IP, 20_000),
      refusedReadsPerAddressPerSecond: int(env.LIVE_UNKNOWN_CHANNELS_PER_IP_PER_SECOND, 20),
    },
    oneClickMaxAgeSeconds: int(env.ONE_CLICK_MAX_AGE_SECONDS, 300),
    groupCommit: {
      windowMs: int(env.GROUP_COMMIT_WINDOW_MS, 1),
      maxRows: int(env.GROUP_COMMIT_MAX_ROWS, 200),
      timeoutMs: int(env.GROUP_COMMIT_TIMEOUT_MS, 10_000),
    },
    payment: loadPaymentConfig(env, dataDir),
    secretsKey: parseSecretsKey(env.SECRETS_KEY || persistedSecret(dataDir, 'secrets.key')),
    wechatOpen: wechatOpenConfig(env),
    traffic: {
      flushMs: int(env.TRAFFIC_FLUSH_MS, 60_000),
      stateTtlMs: int(env.TRAFFIC_STATE_TTL_MS, 10_000),
    },
  };
};
