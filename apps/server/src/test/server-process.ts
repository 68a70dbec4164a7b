import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** POSTs JSON to 127.0.0.1 as the site `localhost`, as a phone or console would; answers the parsed envelope. */
export const postTo = (port: number, route: string, input: unknown, token?: string) =>
  new Promise<{ code: number; msg: string; data: unknown }>((resolve, reject) => {
    const body = JSON.stringify(input);
    const headers: Record<string, string | number> = {
      host: 'localhost',
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    };
    if (token) headers.token = token;
    const req = http.request({ host: '127.0.0.1', port, path: route, method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => {
        try {
          resolve(JSON.parse(text));
        } catch (err) {
          reject(err);
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });

/**
 * The real server as `npm start` runs it, in a process of its own (so a test can kill it mid-request), on the given
 * environment (DATABASE_URL, REDIS_URL…). Resolves once it answers.
 */
export const startServerProcess = async (env: Record<string, string>) => {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'server-process-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'fatal',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await postTo(port, '/api/index/domainConfig', {}).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    /** SIGKILL: no shutdown hook runs, as when the machine dies. */
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    },
  };
};
