type CoalescerOptions<K, V> = {
  /** At most one event per key this often. */
  everyMs: number;
  /** Folds a newer value into the one waiting; the newer one wins where they differ. */
  merge: (waiting: V, newer: V) => V;
  send: (key: K, value: V) => Promise<void>;
  onError: (err: unknown) => void;
};

type Hot<V> = { timer: NodeJS.Timeout; waiting?: V };

/**
 * Sends at most one event per key (an activity) each `everyMs`: a lone change goes out at once, the changes that
 * arrive while a key is hot are merged into one sent when its time is up. A hall voting at once is then a few
 * events a second to every screen instead of one per batch, and a quiet activity is told without delay.
 */
export const eventCoalescer = <K, V>(options: CoalescerOptions<K, V>) => {
  const hot = new Map<K, Hot<V>>();

  const sendNow = (key: K, value: V) => {
    options.send(key, value).catch(options.onError);
    const timer = setTimeout(() => {
      const waiting = hot.get(key)?.waiting;
      hot.delete(key);
      if (waiting !== undefined) sendNow(key, waiting);
    }, options.everyMs);
    timer.unref();
    hot.set(key, { timer });
  };

  return {
    push: (key: K, value: V) => {
      const entry = hot.get(key);
      if (!entry) return sendNow(key, value);
      entry.waiting = entry.waiting === undefined ? value : options.merge(entry.waiting, value);
    },
    /** Forgets what waits for a key: an event that supersedes it (a full refresh) is being sent. */
    drop: (key: K) => {
      const entry = hot.get(key);
      if (entry) entry.waiting = undefined;
    },
    stop: () => {
      for (const { timer } of hot.values()) clearTimeout(timer);
      hot.clear();
    },
  };
};
