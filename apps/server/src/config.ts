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
  sms: { dailyPerPhone: number; dailyPerIp: number; resendSeconds: number; codeTtlSeconds: number };
  login: { maxFailures: number; lockMinutes: number };
  oneClickMaxAgeSeconds: number;
  /** The sandbox provider signs its notifications with this secret. */
  payment: { provider: 'sandbox'; sandboxSecret: string };
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
    sms: {
      dailyPerPhone: int(env.SMS_DAILY_PER_PHONE, 10),
      dailyPerIp: int(env.SMS_DAILY_PER_IP, 50),
      resendSeconds: 60,
      codeTtlSeconds: int(env.SMS_CODE_TTL_SECONDS, 600),
    },
    login: { maxFailures: int(env.LOGIN_MAX_FAILURES, 5), lockMinutes: int(env.LOGIN_LOCK_MINUTES, 15) },
    oneClickMaxAgeSeconds: int(env.ONE_CLICK_MAX_AGE_SECONDS, 300),
    payment: { provider: 'sandbox', sandboxSecret: env.PAYMENT_SANDBOX_SECRET || persistedSandboxSecret(dataDir) },
  };
};
