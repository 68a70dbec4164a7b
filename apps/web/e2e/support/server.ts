import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** A fresh PostgreSQL database for this run when DATABASE_URL is set (dropped on stop). */
const freshDatabase = async () => {
  const url = process.env.DATABASE_URL;
  if (!url) return { url: undefined, drop: async () => {} };
  const name = `e2e_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
};

export type RunningServer = {
  baseUrl: string;
  dataDir: string;
  /** The settings a command-line tool needs to read this server's data (its data folder and database). */
  dataEnv: { DATA_DIR: string; DATABASE_URL: string };
  smsCodeFor: (phone: string) => string;
  /** Ends the process but keeps its data, so a command-line tool can read it (the embedded database has one user). */
  exit: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * The real product as `npm start` runs it (built web app, one process), on its own port and data folder; `env` adds
 * settings (e.g. WeChat's or a payment provider's address pointing at a local stand-in).
 */
export const startServer = async (env: Record<string, string> = {}): Promise<RunningServer> => {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const database = await freshDatabase();
  if (!database.url)
    cpSync(path.join(inject('pgliteDataTemplate'), 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url ?? '',
      // Stories run side by side on one Redis: each server keeps its channels and limits to itself.
      REDIS_PREFIX: path.basename(dataDir),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(`${baseUrl}/api/index/domainConfig`, { method: 'POST' }).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  const exit = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  return {
    baseUrl,
    dataDir,
    dataEnv: { DATA_DIR: dataDir, DATABASE_URL: database.url ?? '' },
    smsCodeFor: (phone) => {
      const lines = readFileSync(path.join(dataDir, 'sms-outbox.jsonl'), 'utf8').trim().split('\n');
      const last = lines
        .map((l) => JSON.parse(l) as { phone: string; code: string })
        .findLast((m) => m.phone === phone);
      if (!last) throw new Error(`no sms for ${phone}`);
      return last.code;
    },
    exit,
    stop: async () => {
      await exit();
      await database.drop();
    },
  };
};
