import type { LiveEventName, LivePayload } from '@app/contract';

export type BusMessage = { channel: string; event: LiveEventName; payload: unknown };
export type BusListener = (message: BusMessage) => void;

/**
 * Live events between server instances: in-process by default, Redis pub/sub when REDIS_URL is set, so every
 * instance's /ws clients hear what any instance published. Publish only after the transaction commits.
 */
export type Bus = {
  publish: <E extends LiveEventName>(channel: string, event: E, payload: LivePayload<E>) => Promise<void>;
  /** Listens to one channel; the returned function stops listening. */
  subscribe: (channel: string, listener: BusListener) => () => void;
  close: () => Promise<void>;
};
