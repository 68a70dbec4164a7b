import type http from 'node:http';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { type LivePayload, type LiveServerMessage, liveChannels, livePath } from '@app/contract';
import type { ClientSocket } from '../apps/server/src/platform/live/ws-client.js';
import { postJson } from './http-load.js';

/**
 * The hall benches' clients (lottery, judge scoring): the organiser's calls, phones over a keep-alive pool, a big
 * screen's socket.
 */

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

/** A /ws socket on `channel`, settled once the server said `subscribed`; `onEvent` hears each event and when it came. */
export const watchChannel = (
  port: number,
  channel: string,
  onEvent: (event: string, payload: unknown, at: number) => void,
) =>
  new Promise<{ close: () => void }>((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}${livePath}`, { headers: { host: 'localhost' } });
    socket.on('error', reject);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'subscribe', channel })));
    socket.on('message', (data) => {
      const at = performance.now();
      const message = JSON.parse(data.toString()) as LiveServerMessage;
      if (message.type === 'subscribed') resolve({ close: () => socket.terminate() });
      if (message.type === 'event') onEvent(message.event, message.payload, at);
    });
  });

/** The big screen's socket: every wall and barrage event it hears, with when. */
export const screenSocket = async (port: number, activityId: number) => {
  const walls: LivePayload<'lottery.wall'>[] = [];
  const heard = new Map<number, number>();
  const { close } = await watchChannel(port, liveChannels.stage(activityId), (event, payload, at) => {
    if (event === 'lottery.wall') walls.push(payload as LivePayload<'lottery.wall'>);
    if (event === 'lottery.barrage') {
      for (const m of (payload as LivePayload<'lottery.barrage'>).messages) heard.set(m.id, at);
    }
  });
  return { walls, heard, close };
};

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
