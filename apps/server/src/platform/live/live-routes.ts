import { type LiveServerMessage, liveClientMessageSchema, livePath } from '@app/contract';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hostOf, type Tenant } from '../request-context.js';
import { keepAlive } from './keep-alive.js';
import { type LiveBus, liveHub } from './live-hub.js';
import { type LiveSocket, socketOpen } from './live-socket.js';
import { addressCount, cachedAccess, messageAllowance } from './socket-limits.js';

export const maxChannelsPerSocket = 20;
/**
 * Different channels one socket may be refused before it is closed: a page asks for its own one or two, and the
 * negative cache cannot help against a socket making up a new unknown channel each time (a database read each).
 */
export const maxRefusedChannelsPerSocket = 3;

/** Why a socket of this tenant may not listen to a channel, or null when it may (the domain decides). */
export type ChannelAccess = (tenantId: number, channel: string) => Promise<string | null>;

export type LiveOptions = {
  bus: LiveBus;
  tenantOf: (host: string) => Promise<Tenant | null>;
  access: ChannelAccess;
  /** The clock sessions' deadlines are set by, so a screen's countdown agrees with what judges the answers. */
  clock: () => Date;
  pingIntervalMs?: number;
  /**
   * Messages one socket may send a second, sockets one address may hold open (a hall shares one), and reads of
   * channels that turn out not to exist one address may cost a second (cachedAccess).
   */
  limits: { messagesPerSocketPerSecond: number; socketsPerAddress: number; refusedReadsPerAddressPerSecond: number };
};

/** Why a socket is closed (WebSocket close code 1008: policy violation): it sent too much, or its address holds too many. */
export const floodClose = { code: 1008, reason: '消息过于频繁' };
export const crowdClose = { code: 1008, reason: '连接过多' };
export const probingClose = { code: 1008, reason: '订阅无效频道过多' };

const send = (socket: LiveSocket, message: LiveServerMessage) => {
  if (socket.readyState === socketOpen) socket.send(JSON.stringify(message));
};

const parse = (data: Buffer | ArrayBuffer | Buffer[]) => {
  const text = Array.isArray(data)
    ? Buffer.concat(data).toString()
    : Buffer.isBuffer(data)
      ? data.toString()
      : Buffer.from(data).toString();
  try {
    return liveClientMessageSchema.safeParse(JSON.parse(text));
  } catch {
    return null;
  }
};

/**
 * /ws: sockets subscribe to channels (live.ts) and hear the events published on the bus. The site comes from
 * the host, as for /api, and is settled before the upgrade, so an unknown host never gets a socket.
 */
export const installLive = async (app: FastifyInstance, options: LiveOptions) => {
  const hub = liveHub(options.bus);
  const pings = keepAlive(options.pingIntervalMs ?? 30_000);
  // Wall time, not the sessions' clock (a test's hand clock): floods and refusals are timed in real seconds.
  const now = Date.now;
  const access = cachedAccess(options.access, now, options.limits.refusedReadsPerAddressPerSecond);
  const addresses = addressCount(options.limits.socketsPerAddress);
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });

  const handle = async (
    socket: LiveSocket,
    from: { tenant: Tenant; address: string; refusals: Set<string> },
    data: Buffer | ArrayBuffer | Buffer[],
  ) => {
    const { tenant, refusals } = from;
    const parsed = parse(data);
    if (!parsed?.success) return send(socket, { type: 'error', channel: '', msg: '消息格式不正确' });
    if (parsed.data.type === 'time') {
      return send(socket, { type: 'time', t: parsed.data.t, server: options.clock().getTime() });
    }
    const { type, channel } = parsed.data;
    if (type === 'unsubscribe') return hub.leave(socket, channel);
    if (hub.holds(socket, channel)) return send(socket, { type: 'subscribed', channel });
    if (hub.channelsOf(socket) >= maxChannelsPerSocket) {
      return send(socket, { type: 'error', channel, msg: `最多订阅${maxChannelsPerSocket}个频道` });
    }
    if (refusals.size >= maxRefusedChannelsPerSocket && !refusals.has(channel)) {
      return socket.close(probingClose.code, probingClose.reason);
    }
    const refused = await access(tenant.id, channel, from.address);
    if (refused) {
      refusals.add(channel);
      return send(socket, { type: 'error', channel, msg: refused });
    }
    // The socket may have closed while the database answered; its close handler runs after this message.
    if (socket.readyState !== socketOpen) return;
    await hub.join(socket, channel);
    send(socket, { type: 'subscribed', channel });
  };

  app.get(
    livePath,
    {
      websocket: true,
      preValidation: async (req, reply) => {
        req.tenant = await options.tenantOf(hostOf(req.headers.host));
        if (!req.tenant) await reply.code(404).send();
      },
    },
    (socket: LiveSocket, req: FastifyRequest) => {
      const tenant = req.tenant as Tenant;
      if (!addresses.take(req.ip)) return socket.close(crowdClose.code, crowdClose.reason);
      pings.watch(socket);
      const allowed = messageAllowance(options.limits.messagesPerSocketPerSecond, now);
      const refusals = new Set<string>();
      // One message at a time per socket, so a subscribe and the unsubscribe after it keep their order.
      let queue = Promise.resolve();
      socket.on('message', (data) => {
        // A socket being closed (cut off for flooding, or leaving) is owed no more work.
        if (socket.readyState !== socketOpen) return;
        if (!allowed()) return socket.close(floodClose.code, floodClose.reason);
        queue = queue
          .then(() => handle(socket, { tenant, address: req.ip, refusals }, data))
          .catch((err: unknown) => {
            req.log.error({ err }, 'live message failed');
            send(socket, { type: 'error', channel: '', msg: '服务繁忙，请稍后再试' });
          });
      });
      socket.on('close', () => {
        addresses.release(req.ip);
        pings.forget(socket);
        // After any subscribe still being checked, so it cannot join a closed socket afterwards.
        queue = queue.then(() => hub.leaveAll(socket));
      });
    },
  );

  app.addHook('onClose', async () => {
    pings.stop();
    hub.close();
  });
  return hub;
};
