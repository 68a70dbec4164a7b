/**
 * Reads for a crowd in batches: keys asked for within `windowMs` (or up to `maxKeys`) are read with one query,
 * so a hall of phones costs one read per batch rather than one per request. Reads see committed data only.
 */
export const batchReader = <K, V>(options: {
  windowMs: number;
  maxKeys: number;
  read: (keys: K[]) => Promise<Map<K, V>>;
}) => {
  let pending: { key: K; resolve: (value: V | undefined) => void; reject: (err: unknown) => void }[] = [];
  let timer: NodeJS.Timeout | undefined;

  const readPending = () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = [];
    options.read([...new Set(batch.map((p) => p.key))]).then(
      (found) => {
        for (const p of batch) p.resolve(found.get(p.key));
      },
      (err: unknown) => {
        for (const p of batch) p.reject(err);
      },
    );
  };

  return {
    /** The value under `key`, or undefined when there is none. */
    load: (key: K) =>
      new Promise<V | undefined>((resolve, reject) => {
        pending.push({ key, resolve, reject });
        if (pending.length >= options.maxKeys) readPending();
        else timer ??= setTimeout(readPending, options.windowMs);
      }),
  };
};
