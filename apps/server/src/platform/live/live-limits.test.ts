import type { AddressInfo } from 'node:net';
import { livePath } from '@app/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryBus } from '../bus/memory-bus.js';
import type { Tenant } from '../request-context.js';
import { crowdClose, floodClose, installLive, maxRefusedChannelsPerSocket, probingClose } from './live-routes.js';
import { type LiveClient, openClient } from './ws-client.js';

const answer = (channel: string) => (m: { type: string; channel?: string }) =>
  (m.type === 'subscribed' || m.type === 'error') && m.channel === channel;

describe('limits on /ws: one abuser is cut off, the others notice nothing', () => {
  const app = Fastify();
  const asked: string[] = [];
  const clients: LiveClient[] = [];
  let url: string;

  beforeAll(async () => {
    await installLive(app, {
      bus: memoryBus(),
      // The platform reads only the id of a site.
      tenantOf: async () => ({ id: 1 }) as Tenant,
      access: async (_tenantId, channel) => {
        asked.push(channel);
        return channel.startsWith('vote:') ? null : '频道不存在';
      },
      clock: () => new Date(),
      limits: { messagesPerSocketPerSecond: 10, socketsPerAddress: 4, refusedReadsPerAddressPerSecond: 100 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${livePath}`;
  });
  afterAll(async () => {
    for (const c of clients) c.socket.terminate();
    await app.close();
  });
  const connect = async () => {
    const c = await openClient(url);
    clients.push(c);
    return c;
  };

  it('closes a socket that floods messages with a reason, while another socket is answered', async () => {
    const [flooder, honest] = [await connect(), await connect()];
    for (let i = 0; i < 200; i += 1) flooder.send({ type: 'time', t: i });
    expect(await flooder.closed).toEqual({ code: floodClose.code, reason: floodClose.reason });
    expect(flooder.received.length).toBeLessThanOrEqual(20);
    honest.send({ type: 'subscribe', channel: 'vote:1' });
    expect(await honest.next(answer('vote:1'))).toEqual({ type: 'subscribed', channel: 'vote:1' });
    honest.socket.close();
    await honest.closed;
  });

  it('answers repeated subscribes to an unknown channel without asking again', async () => {
    const c = await connect();
    asked.length = 0;
    for (let i = 0; i < 15; i += 1) c.send({ type: 'subscribe', channel: 'nope:9' });
    for (let i = 0; i < 15; i += 1) await c.next(answer('nope:9'), i);
    expect(c.received.filter(answer('nope:9'))).toHaveLength(15);
    expect(asked).toEqual(['nope:9']);
    c.socket.close();
    await c.closed;
  });

  it('closes a socket that asks for one made-up channel after another, before it costs more reads', async () => {
    const c = await connect();
    asked.length = 0;
    for (let i = 0; i < maxRefusedChannelsPerSocket; i += 1) {
      c.send({ type: 'subscribe', channel: `game:${900 + i}` });
      await c.next(answer(`game:${900 + i}`));
    }
    c.send({ type: 'subscribe', channel: 'game:999' });
    expect(await c.closed).toEqual({ code: probingClose.code, reason: probingClose.reason });
    expect(asked).toHaveLength(maxRefusedChannelsPerSocket);
  });

  it('closes the sockets an address opens past its cap, and takes one again once a place is free', async () => {
    const held = [await connect(), await connect(), await connect(), await connect()];
    const extra = await connect();
    expect(await extra.closed).toEqual({ code: crowdClose.code, reason: crowdClose.reason });
    held[0]!.socket.close();
    await held[0]!.closed;
    const again = await connect();
    again.send({ type: 'subscribe', channel: 'vote:2' });
    expect(await again.next(answer('vote:2'))).toEqual({ type: 'subscribed', channel: 'vote:2' });
  });
});
