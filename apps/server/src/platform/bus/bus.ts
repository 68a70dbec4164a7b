import type { LiveEventName, LivePayload } from '@app/contract';

/**
 * Events between server instances only. Their channels carry no `:<id>`, which no socket may subscribe to
 * (`liveClientMessageSchema`), so they never reach a client.
 */
type InstanceEvents = {
  /** The keys of a forgetting cache that a write changed (forgetting-cache.ts). */
  'cache.forget': { keys: string[] };
};

export type BusEventName = LiveEventName | keyof InstanceEvents;
export type BusPayload<E extends BusEventName> = E extends LiveEventName
  ? LivePayload<E>
  : E extends keyof InstanceEvents
    ? InstanceEvents[E]
    : never;

export type BusMessage = { channel: string; event: BusEventName; payload: unknown };
export type BusListener = (message: BusMessage) => void;

/**
 * Live events between server instances: in-process by default, Redis pub/sub when REDIS_URL is set, so every
 * instance's /ws clients hear what any instance published. Publish only after the transaction commits.
 */
export type Bus = {
  publish: <E extends BusEventName>(channel: string, event: E, payload: BusPayload<E>) => Promise<void>;
  /** Listens to one channel; the returned function stops listening. */
  subscribe: (channel: string, listener: BusListener) => () => void;
  close: () => Promise<void>;
};
