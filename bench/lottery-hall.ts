import type http from 'node:http';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { type LivePayload, type LiveServerMessage, liveChannels, livePath } from '@app/contract';
import type { ClientSocket } from '../apps/server/src/platform/live/ws-client.js';
import { postJson } from './http-load.js';

/** The lottery bench's clients: the organiser's calls, phones over a keep-alive pool, the big screen's socket. */

const { WebSocket } = createRequire(import.meta.url)('ws') as {
  WebSocket: new (url: string, options: { headers: Record<string, string> }) => ClientSocket;
};
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Envelope<T> = { code: number; msg: string; data: T };
export const post = async <T>(port: number, route: string, body: unknown, token = '') => {
  const res = await fetch(`http://127.0.0.1:${port}${route}`, {
    method: 'POST',
    headers: { host: 'localhost', 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
};
/** A phone's call over the shared keep-alive pool: the envelope and how long it took. */
export const phoneCall = async <T>(agent: http.Agent, port: number, route: string, body: unknown) => {
  const started = performance.now();
  const res = await postJson(agent, port, route, JSON.stringify(body));
  return { envelope: JSON.parse(res.text) as Envelope<T>, ms: performance.now() - started };
};

/** The big screen's socket: every wall and barrage event it hears, with when. */
export const screenSocket = (port: number, activityId: number) =>
  new Promise<{ walls: LivePayload<'lottery.wall'>[]; heard: Map<number, number>; close: () => void }>(
    (resolve, reject) => {
      const walls: LivePayload<'lottery.wall'>[] = [];
      const heard = new Map<number, number>();
      const socket = new WebSocket(`ws://127.0.0.1:${port}${livePath}`, { headers: { host: 'localhost' } });
      socket.on('error', reject);
      socket.on('open', () =>
        socket.send(JSON.stringify({ type: 'subscribe', channel: liveChannels.stage(activityId) })),
      );
      socket.on('message', (data) => {
        const at = performance.now();
        const message = JSON.parse(data.toString()) as LiveServerMessage;
        if (message.type === 'subscribed') resolve({ walls, heard, close: () => socket.terminate() });
        if (message.type !== 'event') return;
        if (message.event === 'lottery.wall') walls.push(message.payload as LivePayload<'lottery.wall'>);
        if (message.event === 'lottery.barrage') {
          for (const m of (message.payload as LivePayload<'lottery.barrage'>).messages) heard.set(m.id, at);
        }
      });
    },
  );

/** Runs `work(i)` for i < n, each started no earlier than its time on the schedule, `concurrency` at a time. */
export const scheduled = async <T>(
  concurrency: number,
  n: number,
  startOf: (i: number) => number,
  work: (i: number) => Promise<T>,
) => {
  const began = performance.now();
  const results: T[] = new Array(n);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < n; i = next++) {
      const wait = began + startOf(i) - performance.now();
      if (wait > 0) await sleep(wait);
      results[i] = await work(i);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { results, wallMs: performance.now() - began };
};
