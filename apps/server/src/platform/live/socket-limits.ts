import type { ChannelAccess } from './live-routes.js';

/**
 * A socket's message allowance: `perSecond` on average with a burst of twice that, so a screen's clock probes
 * and a page's few subscribes pass and a flood is stopped within a fraction of a second.
 */
export const messageAllowance = (perSecond: number, now: () => number) => {
  const burst = perSecond * 2;
  let tokens = burst;
  let at = now();
  return () => {
    const t = now();
    tokens = Math.min(burst, tokens + ((t - at) / 1000) * perSecond);
    at = t;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
};

/** Open sockets per address: a hall shares one address, so the cap is hall-sized, not per person. */
export const addressCount = (max: number) => {
  const open = new Map<string, number>();
  return {
    /** Takes a place for a socket from the address, or false when it has none left. */
    take: (address: string) => {
      const n = open.get(address) ?? 0;
      if (n >= max) return false;
      open.set(address, n + 1);
      return true;
    },
    release: (address: string) => {
      const n = (open.get(address) ?? 1) - 1;
      if (n > 0) open.set(address, n);
      else open.delete(address);
    },
  };
};

const refusalTtlMs = 10_000;
const grantTtlMs = 5_000;
const knownTtlMs = 600_000;
const keptAnswers = 10_000;
const addressesKept = 10_000;

/** Kept answers, the oldest out first (a Map iterates in insertion order). */
const expiring = <V>(ttlMs: number, now: () => number) => {
  const kept = new Map<string, { value: V; until: number }>();
  return {
    get: (key: string) => {
      const found = kept.get(key);
      return found && found.until > now() ? found : undefined;
    },
    set: (key: string, value: V) => {
      kept.delete(key);
      if (kept.size >= keptAnswers) kept.delete(kept.keys().next().value ?? '');
      kept.set(key, { value, until: now() + ttlMs });
    },
  };
};

/**
 * Channel access that remembers answers for a while (refusals 10 s, grants 5 s) and asks once for a channel many
 * sockets ask about at the same moment, so a hall subscribing to its channel costs one read. An address whose
 * sockets keep asking for channels that turn out not to exist (made up, one after another, past what the cache
 * can remember) spends a budget of `refusedReadsPerSecond` reads; once it is spent, for a second only channels
 * seen to exist in the last ten minutes are read for that address, and any other is refused without a read. A
 * hall's honest phones ask for their own channel, which is known, and notice nothing.
 */
export const cachedAccess = (
  access: ChannelAccess,
  now: () => number,
  refusedReadsPerSecond: number,
): ((tenantId: number, channel: string, address: string) => Promise<string | null>) => {
  const refused = expiring<string>(refusalTtlMs, now);
  const granted = expiring<true>(grantTtlMs, now);
  // Channels seen to exist lately are still read for an address out of budget: its honest phones keep their channel.
  const known = expiring<true>(knownTtlMs, now);
  const asking = new Map<string, Promise<string | null>>();
  const budgets = new Map<string, () => boolean>();
  const budgetOf = (address: string) => {
    let budget = budgets.get(address);
    if (!budget) {
      if (budgets.size >= addressesKept) budgets.delete(budgets.keys().next().value ?? '');
      budget = messageAllowance(refusedReadsPerSecond, now);
      budgets.set(address, budget);
    }
    return budget;
  };
  const spent = new Map<string, number>();
  return async (tenantId, channel, address) => {
    const key = `${tenantId}|${channel}`;
    const no = refused.get(key);
    if (no) return no.value;
    if (granted.get(key)) return null;
    const pending = asking.get(key);
    if (pending) return pending;
    if ((spent.get(address) ?? 0) > now() && !known.get(key)) return '频道不存在';
    const ask = access(tenantId, channel).finally(() => asking.delete(key));
    asking.set(key, ask);
    const msg = await ask;
    if (!msg) {
      granted.set(key, true);
      known.set(key, true);
      return null;
    }
    refused.set(key, msg);
    // Out of budget: this address's unknown channels wait out a second unread.
    if (!budgetOf(address)()) {
      if (spent.size >= addressesKept) spent.delete(spent.keys().next().value ?? '');
      spent.set(address, now() + 1000);
    }
    return msg;
  };
};
