import { readThroughCache } from '../group-commit/read-through-cache.js';
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
 * Rows a crowd's hot calls read again and again (a participant's seat behind a ticket): a read-through cache
 * without a time limit, whose rows a write forgets (`forgetCached`) in every instance.
 */
export const forgettingCache = <V>(options: {
  bus: Bus;
  name: string;
  maxEntries: number;
  windowMs: number;
  maxKeys: number;
  read: (keys: string[]) => Promise<Map<string, V>>;
}) => {
  const { bus, name, ...reading } = options;
  const cache = readThroughCache<string, V>(reading);
  const byName = local.get(bus) ?? new Map<string, Set<Forget>>();
  local.set(bus, byName);
  const mine = byName.get(name) ?? new Set<Forget>();
  byName.set(name, mine);
  mine.add(cache.forget);
  bus.subscribe(channelOf(name), (m) => {
    if (m.event === 'cache.forget') cache.forget((m.payload as { keys: string[] }).keys);
  });
  return { load: cache.load, size: cache.size };
};
