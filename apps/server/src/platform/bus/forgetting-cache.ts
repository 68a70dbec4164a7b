import { batchReader } from '../group-commit/batch-reader.js';
import type { Bus } from './bus.js';

type Forget = (keys: string[]) => void;

/** This process's caches by bus and name, so a write forgets its keys here at once, before the bus echoes them. */
const local = new WeakMap<Bus, Map<string, Set<Forget>>>();

const channelOf = (name: string) => `cache-${name}`;

/**
 * Tells every forgetting cache of `name`, in this instance at once and in the others through the bus, that the
 * rows under `keys` changed. Call it after the write committed.
 */
export const forgetCached = async (bus: Bus, name: string, keys: string[]) => {
  if (keys.length === 0) return;
  for (const forget of local.get(bus)?.get(name) ?? []) forget(keys);
  await bus.publish(channelOf(name), 'cache.forget', { keys });
};

/**
 * Rows a crowd's hot calls read again and again (a participant's seat behind a ticket), kept in this instance's
 * memory until a write forgets them (`forgetCached`) or the cache is full (the oldest go first). Misses are read in
 * batches; a key not found is not kept, so it is read again next time. A read that a forget overtook is used for
 * its own requests but not kept, so a cache never holds what was true before the write.
 */
export const forgettingCache = <V>(options: {
  bus: Bus;
  name: string;
  maxEntries: number;
  windowMs: number;
  maxKeys: number;
  read: (keys: string[]) => Promise<Map<string, V>>;
}) => {
  const kept = new Map<string, V>();
  let forgets = 0;
  const forget: Forget = (keys) => {
    forgets += 1;
    for (const key of keys) kept.delete(key);
  };
  const byName = local.get(options.bus) ?? new Map<string, Set<Forget>>();
  local.set(options.bus, byName);
  const mine = byName.get(options.name) ?? new Set<Forget>();
  byName.set(options.name, mine);
  mine.add(forget);
  options.bus.subscribe(channelOf(options.name), (m) => {
    if (m.event === 'cache.forget') forget((m.payload as { keys: string[] }).keys);
  });

  const reader = batchReader<string, V>({
    windowMs: options.windowMs,
    maxKeys: options.maxKeys,
    read: async (keys) => {
      const before = forgets;
      const found = await options.read(keys);
      if (forgets !== before) return found;
      for (const [key, value] of found) {
        if (kept.size >= options.maxEntries) kept.delete(kept.keys().next().value as string);
        kept.set(key, value);
      }
      return found;
    },
  });

  return {
    load: (key: string): Promise<V | undefined> | V => kept.get(key) ?? reader.load(key),
    /** Rows kept now. */
    size: () => kept.size,
  };
};
