import { Redis } from 'ioredis';
import type { Bus, BusEventName, BusListener } from './bus.js';

type Wire = { event: BusEventName; payload: unknown };

/**
 * The bus shared by every server instance, over Redis pub/sub. A subscribing connection can do nothing else,
 * so one connection publishes and another listens; this process subscribes to a Redis channel only while
 * someone here listens to it. `prefix` keeps sites (and test runs) apart on one Redis.
 */
export type RedisBus = Bus & {
  /** Settles once Redis confirmed this process's subscription to the channel (tests wait for it). */
  ready: (channel: string) => Promise<void>;
};

export const redisBus = (url: string, prefix: string, onError: (error: unknown) => void = () => {}): RedisBus => {
  const pub = new Redis(url, { maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { maxRetriesPerRequest: null });
  const listeners = new Map<string, Set<BusListener>>();
  const confirmed = new Map<string, Promise<void>>();
  const key = (channel: string) => `${prefix}:bus:${channel}`;
  const start = `${prefix}:bus:`;

  pub.on('error', onError);
  sub.on('error', onError);
  sub.on('message', (redisChannel: string, text: string) => {
    if (!redisChannel.startsWith(start)) return;
    const channel = redisChannel.slice(start.length);
    let wire: Wire;
    try {
      wire = JSON.parse(text) as Wire;
    } catch (error) {
      onError(error);
      return;
    }
    for (const listener of listeners.get(channel) ?? [])
      listener({ channel, event: wire.event, payload: wire.payload });
  });

  return {
    publish: async (channel, event, payload) => {
      await pub.publish(key(channel), JSON.stringify({ event, payload } satisfies Wire));
    },
    subscribe: (channel, listener) => {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        confirmed.set(
          channel,
          sub.subscribe(key(channel)).then(
            () => {},
            (error: unknown) => onError(error),
          ),
        );
      }
      set.add(listener);
      return () => {
        const current = listeners.get(channel);
        if (!current?.delete(listener) || current.size > 0) return;
        listeners.delete(channel);
        confirmed.delete(channel);
        sub.unsubscribe(key(channel)).catch(onError);
      };
    },
    ready: (channel) => confirmed.get(channel) ?? Promise.resolve(),
    close: async () => {
      listeners.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
};
