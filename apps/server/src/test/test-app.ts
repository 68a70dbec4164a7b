import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataOf, Endpoint, Envelope, InputOf } from '@app/contract';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { memoryRateLimiter } from '../platform/rate-limit/memory-rate-limiter.js';
import type { SmsMessage, SmsSender } from '../platform/sms/sms-sender.js';
import { createTestDatabase } from './test-database.js';

/** A clock tests move by hand. */
export const testClock = (start = new Date('2026-06-01T02:00:00Z')) => {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
};

/** Records what would have been sent, behind the sms interface. */
export const recordingSms = () => {
  const sent: SmsMessage[] = [];
  const sender: SmsSender = { send: async (m) => void sent.push(m) };
  const lastCode = (phone: string) =>
    sent.flatMap((m) => (m.phone === phone && m.type !== 'notice' ? [m.code] : [])).at(-1);
  return { sender, sent, lastCode };
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export type TestClock = ReturnType<typeof testClock>;

type TestAppOptions = {
  /** A database another server instance shares; its maker closes it. */
  database?: Database;
  /** The real clock, for a test with a server in another process (which has the real one). */
  clock?: TestClock;
};

/** The whole server on a fresh database, with a hand clock and recorded sms. */
export const createTestApp = async (env: Record<string, string> = {}, options: TestAppOptions = {}) => {
  const database = options.database ?? (await createTestDatabase());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'app-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'no-web'), ...env });
  const clock = options.clock ?? testClock();
  const sms = recordingSms();
  const { app, deps, traffic } = await buildApp({
    config,
    database,
    clock: clock.now,
    sms: sms.sender,
    limiter: memoryRateLimiter(() => clock.now().getTime()),
    validateResponses: true,
    logger: false,
  });
  await app.ready();

  type CallOptions = { token?: string; host?: string; ip?: string };
  /** Calls an endpoint the way the web does and answers the envelope and HTTP status. */
  const call = async <E extends Endpoint>(
    e: E,
    input: InputOf<E> | Record<string, unknown>,
    opts: CallOptions = {},
  ) => {
    const headers: Record<string, string> = { host: opts.host ?? 'localhost' };
    if (opts.token) headers.token = opts.token;
    const res = await app.inject({
      method: e.method,
      url: e.path,
      headers,
      remoteAddress: opts.ip ?? '127.0.0.1',
      ...(e.method === 'GET'
        ? {
            query: Object.fromEntries(Object.entries(input as Record<string, unknown>).map(([k, v]) => [k, String(v)])),
          }
        : { payload: input as object }),
    });
    return { status: res.statusCode, body: res.json() as Envelope<DataOf<E>> };
  };

  return {
    app,
    deps,
    traffic,
    clock,
    sms,
    dataDir,
    call,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
};
