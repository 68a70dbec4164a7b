import { createRequire } from 'node:module';
import type { LiveServerMessage } from '@app/contract';

/** What tests and benchmarks use of a `ws` client socket (Node 20 has no global WebSocket). */
export type ClientSocket = {
  readonly readyState: number;
  send: (data: string) => void;
  close: () => void;
  terminate: () => void;
  on(event: 'open', listener: () => void): unknown;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): unknown;
  on(event: 'message', listener: (data: Buffer) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'unexpected-response', listener: (req: unknown, res: { statusCode: number }) => void): unknown;
};
type ClientOptions = { headers?: Record<string, string>; autoPong?: boolean };
type ClientConstructor = new (url: string, options?: ClientOptions) => ClientSocket;

const { WebSocket } = createRequire(import.meta.url)('ws') as { WebSocket: ClientConstructor };

/**
 * A connected client: every server message is kept in `received`, and `next` waits for the first one (from
 * now on, or already kept after `from`) that matches.
 */
export const openClient = (url: string, options: ClientOptions = {}) =>
  new Promise<LiveClient>((resolve, reject) => {
    const socket = new WebSocket(url, options);
    const received: LiveServerMessage[] = [];
    const waiters = new Set<() => void>();
    socket.on('message', (data) => {
      received.push(JSON.parse(data.toString()) as LiveServerMessage);
      for (const wake of [...waiters]) wake();
    });
    socket.on('error', reject);
    socket.on('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    const closed = new Promise<{ code: number; reason: string }>((done) =>
      socket.on('close', (code, reason) => done({ code, reason: reason.toString() })),
    );
    const next = (match: (m: LiveServerMessage) => boolean, from = received.length, ms = 5000) =>
      new Promise<LiveServerMessage>((found, fail) => {
        const look = () => {
          const hit = received.slice(from).find(match);
          if (!hit) return false;
          waiters.delete(check);
          clearTimeout(timer);
          found(hit);
          return true;
        };
        const check = () => void look();
        const timer = setTimeout(() => {
          waiters.delete(check);
          fail(new Error(`no matching message within ${ms} ms; got ${JSON.stringify(received.slice(from))}`));
        }, ms);
        if (!look()) waiters.add(check);
      });
    const sendJson = (message: unknown) => socket.send(JSON.stringify(message));
    socket.on('open', () => resolve({ socket, received, next, send: sendJson, closed }));
  });

export type LiveClient = {
  socket: ClientSocket;
  received: LiveServerMessage[];
  next: (match: (m: LiveServerMessage) => boolean, from?: number, ms?: number) => Promise<LiveServerMessage>;
  send: (message: unknown) => void;
  /** The close code and reason the server gave. */
  closed: Promise<{ code: number; reason: string }>;
};
