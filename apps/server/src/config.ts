import path from 'node:path';
import { persistedSandboxSecret } from './platform/payment/sandbox-secret.js';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
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
  /** Joins (h5/enter) one address or one device may make a minute: a hall shares one address. */
  h5: { entriesPerIpPerMinute: number; entriesPerDevicePerMinute: number };
  oneClickMaxAgeSeconds: number;
  /** Crowd writes (votes, answers) gather this long or this many rows, then commit together. */
  groupCommit: { windowMs: number; maxRows: number; timeoutMs: number };
  /** The sandbox provider signs its notifications with this secret. */
  payment: { provider: 'sandbox'; sandboxSecret: string };
  /**
   * Traffic metering: served upload bytes gather in memory and are written this often; whether an organiser's
   * traffic has run out is remembered this long by the file server.
   */
  traffic: { flushMs: number; stateTtlMs: number };
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

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const root = path.resolve(import.meta.dirname, '../../..');
  const dataDir = path.resolve(root, env.DATA_DIR ?? './data');
  return {
    port: int(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: path.resolve(root, env.WEB_DIST ?? 'apps/web/dist'),
    sessionDays: int(env.SESSION_DAYS, 7),
    requestTimeoutMs: int(env.REQUEST_TIMEOUT_MS, 30_000),
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 1024 * 1024),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sms: {
      dailyPerPhone: int(env.SMS_DAILY_PER_PHONE, 10),
      dailyPerIp: int(env.SMS_DAILY_PER_IP, 50),
      resendSeconds: 60,
      codeTtlSeconds: int(env.SMS_CODE_TTL_SECONDS, 600),
    },
    login: { maxFailures: int(env.LOGIN_MAX_FAILURES, 5), lockMinutes: int(env.LOGIN_LOCK_MINUTES, 15) },
    h5: {
      entriesPerIpPerMinute: int(env.H5_ENTRIES_PER_IP_PER_MINUTE, 3000),
      entriesPerDevicePerMinute: int(env.H5_ENTRIES_PER_DEVICE_PER_MINUTE, 20),
    },
    oneClickMaxAgeSeconds: int(env.ONE_CLICK_MAX_AGE_SECONDS, 300),
    groupCommit: {
      windowMs: int(env.GROUP_COMMIT_WINDOW_MS, 1),
      maxRows: int(env.GROUP_COMMIT_MAX_ROWS, 200),
      timeoutMs: int(env.GROUP_COMMIT_TIMEOUT_MS, 10_000),
    },
    payment: { provider: 'sandbox', sandboxSecret: env.PAYMENT_SANDBOX_SECRET || persistedSandboxSecret(dataDir) },
    traffic: {
      flushMs: int(env.TRAFFIC_FLUSH_MS, 60_000),
      stateTtlMs: int(env.TRAFFIC_STATE_TTL_MS, 10_000),
    },
  };
};
