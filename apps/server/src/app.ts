import { randomUUID } from 'node:crypto';
import { uploadMaxSize } from '@app/contract';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { channelAccess } from './modules/activity/channel-access.js';
import { sessionService } from './modules/auth/session.service.js';
import type { ModuleContext } from './modules/module.js';
import { sandboxPaymentLookup } from './modules/order/order.service.js';
import { modules } from './modules/registry.js';
import { installSiteResolution } from './modules/tenant/site-resolution.js';
import { tenantService } from './modules/tenant/tenant.service.js';
import { uploadTraffic } from './modules/traffic/upload-traffic.js';
import { wxAccountRepository } from './modules/wxaccount/wxaccount.repository.js';
import { installOperationLog } from './platform/audit/operation-log-hook.js';
import type { Bus } from './platform/bus/bus.js';
import { memoryBus } from './platform/bus/memory-bus.js';
import { redisBus } from './platform/bus/redis-bus.js';
import type { Deps } from './platform/deps.js';
import { installErrorHandler } from './platform/error-handler.js';
import type { LiveBus } from './platform/live/live-hub.js';
import { installLive } from './platform/live/live-routes.js';
import { paymentNotifyRoutes } from './platform/payment/notify-routes.js';
import type { PaymentProvider } from './platform/payment/payment-provider.js';
import { platformPaymentProvider } from './platform/payment/platform-provider.js';
import { sandboxCheckoutRoutes } from './platform/payment/sandbox-checkout.js';
import { memoryRateLimiter } from './platform/rate-limit/memory-rate-limiter.js';
import type { RateLimiter } from './platform/rate-limit/rate-limiter.js';
import { redisRateLimiter } from './platform/rate-limit/redis-rate-limiter.js';
import { trustProxyOption } from './platform/request-context.js';
import { makeRoute } from './platform/route.js';
import { secretBox } from './platform/secrets/secret-box.js';
import { outboxSmsSender } from './platform/sms/outbox-sms-sender.js';
import type { SmsSender } from './platform/sms/sms-sender.js';
import type { FileStorage } from './platform/storage/file-storage.js';
import { localFileStorage } from './platform/storage/local-file-storage.js';
import { installSecurityHeaders } from './platform/web/security-headers.js';
import { serveWebFiles } from './platform/web/web-files.js';
import { componentEventRoutes } from './platform/wechat/component-events.js';
import { makeWechatOpen } from './platform/wechat/make-wechat-open.js';
import { offlineWechatIdentity, type WechatIdentity } from './platform/wechat/wechat-identity.js';
import type { WechatOpen } from './platform/wechat/wechat-open.js';

export type AppOptions = {
  config: Config;
  database: Database;
  clock?: () => Date;
  sms?: SmsSender;
  storage?: FileStorage;
  limiter?: RateLimiter;
  bus?: Bus;
  payment?: PaymentProvider;
  wechat?: WechatIdentity;
  wechatOpen?: WechatOpen;
  /** Check every answer against the contract's data schema (on in tests). */
  validateResponses?: boolean;
  logger?: boolean;
};

export const buildApp = async (options: AppOptions) => {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    routerOptions: { caseSensitive: false },
    bodyLimit: config.bodyLimitBytes,
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    trustProxy: trustProxyOption(config.trustProxy),
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  });
  const log: FastifyBaseLogger = app.log;
  const limiter =
    options.limiter ?? (config.redisUrl ? redisRateLimiter(config.redisUrl, config.redisPrefix) : memoryRateLimiter());
  const clock = options.clock ?? (() => new Date());
  const bus: LiveBus =
    options.bus ??
    (config.redisUrl
      ? redisBus(config.redisUrl, config.redisPrefix, (err) => log.error({ err }, 'bus error'))
      : memoryBus());
  const secrets = secretBox(config.secretsKey);
  const deps: Deps = {
    config,
    db: options.database.db,
    dbKind: options.database.kind,
    clock,
    sms: options.sms ?? outboxSmsSender(config.dataDir, log),
    storage: options.storage ?? localFileStorage(config.dataDir),
    limiter,
    bus,
    payment: options.payment ?? platformPaymentProvider(config.payment, clock, log),
    wechat: options.wechat ?? offlineWechatIdentity,
    wechatOpen: options.wechatOpen ?? makeWechatOpen(config, options.database.db, secrets, clock),
    secrets,
    log,
  };
  const tenants = tenantService(deps);
  const sessions = sessionService(deps);

  installErrorHandler(app);
  installSecurityHeaders(app);
  await app.register(fastifyMultipart, {
    limits: { fileSize: Math.max(...Object.values(uploadMaxSize)), files: 1, fields: 20, parts: 21 },
  });
  app.decorateRequest('tenant', null);
  app.decorateRequest('user', null);
  installSiteResolution(app, tenants);
  installOperationLog(app, deps.db);

  const ctx: ModuleContext = {
    route: makeRoute(app, {
      authenticate: sessions.authenticate,
      validateResponses: options.validateResponses ?? false,
    }),
    deps,
    sessions,
    tenants,
  };
  for (const m of modules) m.register(ctx);
  await installLive(app, {
    bus,
    tenantOf: tenants.byHost,
    access: channelAccess(deps.db),
    clock: deps.clock,
    limits: config.live,
  });
  for (const m of modules) await m.seed?.(ctx);
  const stops = modules.flatMap((m) => (m.start ? [m.start(ctx)] : []));
  await sandboxCheckoutRoutes(app, {
    secret: config.payment.sandboxSecret,
    clock,
    lookup: sandboxPaymentLookup(deps, tenants),
  });
  await componentEventRoutes(app, {
    open: deps.wechatOpen,
    onUnauthorized: (appid) => wxAccountRepository(deps.db).markUnauthorized(appid),
  });
  await paymentNotifyRoutes(
    app,
    modules.flatMap((m) => m.notifyRoutes?.(ctx) ?? []),
  );

  const traffic = uploadTraffic(deps);
  const stopTraffic = traffic.meter.start(config.traffic.flushMs);
  await serveWebFiles(app, config, traffic.admit);
  app.addHook('onClose', async () => {
    for (const stop of stops) await stop();
    await stopTraffic();
    await limiter.close();
    await bus.close();
  });
  return { app, deps, traffic };
};
