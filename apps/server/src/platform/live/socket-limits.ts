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
const refusalsKept = 10_000;

/**
 * Channel access that remembers refusals for a while, and asks once for a channel many sockets ask about at the
 * same moment: a socket asking for unknown channels again and again costs no database read after the first.
 */
export const cachedAccess = (access: ChannelAccess, now: () => number): ChannelAccess => {
  const refused = new Map<string, { msg: string; until: number }>();
  const asking = new Map<string, Promise<string | null>>();
  return async (tenantId, channel) => {
    const key = `${tenantId}|${channel}`;
    const kept = refused.get(key);
    if (kept && kept.until > now()) return kept.msg;
    const pending = asking.get(key);
    if (pending) return pending;
    const ask = access(tenantId, channel).finally(() => asking.delete(key));
    asking.set(key, ask);
    const msg = await ask;
    refused.delete(key);
    if (msg) {
      // Oldest first out: a Map iterates in insertion order.
      if (refused.size >= refusalsKept) refused.delete(refused.keys().next().value ?? '');
      refused.set(key, { msg, until: now() + refusalTtlMs });
    }
    return msg;
  };
};
