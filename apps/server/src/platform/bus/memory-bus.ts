import type { Bus, BusListener } from './bus.js';

/** The bus of a single server process. */
export const memoryBus = (): Bus => {
  const listeners = new Map<string, Set<BusListener>>();
  return {
    publish: async (channel, event, payload) => {
      for (const listener of listeners.get(channel) ?? []) listener({ channel, event, payload });
    },
    subscribe: (channel, listener) => {
      const set = listeners.get(channel) ?? new Set<BusListener>();
      set.add(listener);
      listeners.set(channel, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(channel);
      };
    },
    close: async () => listeners.clear(),
  };
};
