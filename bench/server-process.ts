import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { postJson } from './http-load.js';

const root = path.resolve(import.meta.dirname, '..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A port nothing listens on now, for a child server to take. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** CPU time a process has used so far (user + system), in ms (Linux: /proc, in ticks of 10 ms). */
export const cpuMsOf = (pid: number) => {
  // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th of them.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** How many files this process may hold open (each socket is one). */
export const openFileLimit = () =>
  Number(/Max open files\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1] ?? Number.POSITIVE_INFINITY);

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  /** The process's memory (bytes) right after a full garbage collection (bench/memory-probe.ts). */
  memory: () => Promise<NodeJS.MemoryUsage>;
  stop: () => Promise<void>;
};

/**
 * Runs a server script (repo-relative) as its own node process on a free port of 127.0.0.1, so its memory and
 * its event loop are its own, and answers once POST `readyPath` answers 200. `stop` sends SIGTERM (a clean close)
 * and waits for the exit.
 */
export const startServer = async (opts: {
  script: string;
  env: Record<string, string>;
  readyPath: string;
  agent: http.Agent;
  /** Node options for the server's process (e.g. --cpu-prof). */
  nodeArgs?: string[];
}): Promise<ServerProcess> => {
  const port = await freePort();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'bench-memory-'));
  const memoryFile = path.join(scratch, 'memory.json');
  const probe = ['--expose-gc', '--import', './bench/memory-probe.ts'];
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', 'tsx', ...probe, opts.script], {
    cwd: root,
    env: { ...process.env, ...opts.env, PORT: String(port), HOST: '127.0.0.1', BENCH_MEMORY_FILE: memoryFile },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const memory = async () => {
    rmSync(memoryFile, { force: true });
    child.kill('SIGUSR2');
    for (let waited = 0; !existsSync(memoryFile); waited += 20) {
      if (waited > 10_000) throw new Error(`${opts.script} wrote no memory figures`);
      await sleep(20);
    }
    await sleep(20);
    return JSON.parse(readFileSync(memoryFile, 'utf8')) as NodeJS.MemoryUsage;
  };
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(scratch, { recursive: true, force: true });
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${opts.script} exited with ${child.exitCode}`);
    const up = await postJson(opts.agent, port, opts.readyPath, '{}').then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) return { child, port, memory, stop };
    await sleep(100);
  }
};
