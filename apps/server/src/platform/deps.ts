import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { Bus } from './bus/bus.js';
import type { PaymentProvider } from './payment/payment-provider.js';
import type { RateLimiter } from './rate-limit/rate-limiter.js';
import type { SecretBox } from './secrets/secret-box.js';
import type { SmsSender } from './sms/sms-sender.js';
import type { FileStorage } from './storage/file-storage.js';
import type { WechatIdentity } from './wechat/wechat-identity.js';
import type { WechatOpen } from './wechat/wechat-open.js';

/** What services are built from; tests swap any of it. */
export type Deps = {
  config: Config;
  db: Db;
  /** PGlite serves one transaction at a time, PostgreSQL several: crowd writers overlap batches only there. */
  dbKind: Database['kind'];
  clock: () => Date;
  sms: SmsSender;
  storage: FileStorage;
  limiter: RateLimiter;
  bus: Bus;
  payment: PaymentProvider;
  wechat: WechatIdentity;
  /** The WeChat third-party platform organisers authorise their official accounts to. */
  wechatOpen: WechatOpen;
  /** Seals the secrets the database keeps. */
  secrets: SecretBox;
  log: FastifyBaseLogger;
};
