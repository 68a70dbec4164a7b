/**
 * One abuser's client, in a process of its own so its sending never slows the honest phones' event loop: opens a
 * /ws socket and sends `--rate` messages a second (subscribes to channels that do not exist, or clock probes);
 * when the server cuts it off it connects again at once, until `--seconds` are up. Prints one JSON line:
 * messages sent, sockets opened, sockets the server closed, and their close reasons.
 */
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { livePath } from '@app/contract';
import type { ClientSocket } from '../apps/server/src/platform/live/ws-client.js';

const { WebSocket } = createRequire(import.meta.url)('ws') as {
  WebSocket: new (url: string, options: { headers: Record<string, string> }) => ClientSocket;
};

const { values: flags } = parseArgs({
  options: {
    port: { type: 'string' },
    kind: { type: 'string', default: 'subscribe' },
    rate: { type: 'string', default: '1500' },
    seconds: { type: 'string', default: '10' },
  },
});
const tickMs = 10;
const perTick = Math.max(1, Math.round((Number(flags.rate) * tickMs) / 1000));
const until = performance.now() + Number(flags.seconds) * 1000;
const stats = { kind: flags.kind, sent: 0, opened: 0, closedByServer: 0, reasons: {} as Record<string, number> };

const message = (n: number) =>
  flags.kind === 'subscribe'
    ? JSON.stringify({ type: 'subscribe', channel: `game:${900_000_000 + (n % 100_000)}` })
    : JSON.stringify({ type: 'time', t: Date.now() });

const floodOnce = () =>
  new Promise<void>((resolve) => {
    const socket = new WebSocket(`ws://127.0.0.1:${flags.port}${livePath}`, { headers: { host: 'localhost' } });
    stats.opened += 1;
    let timer: NodeJS.Timeout | undefined;
    socket.on('open', () => {
      timer = setInterval(() => {
        if (performance.now() >= until) return socket.close();
        for (let k = 0; k < perTick && socket.readyState === 1; k += 1) {
          socket.send(message(stats.sent));
          stats.sent += 1;
        }
      }, tickMs);
    });
    socket.on('close', (code, reason) => {
      clearInterval(timer);
      if (performance.now() < until) {
        stats.closedByServer += 1;
        const key = `${code} ${reason.toString()}`;
        stats.reasons[key] = (stats.reasons[key] ?? 0) + 1;
      }
      resolve();
    });
    socket.on('error', () => {});
  });

while (performance.now() < until) await floodOnce();
console.log(JSON.stringify(stats));
