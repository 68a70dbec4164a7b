/**
 * A value made once per object and kept while that object lives: one cache or engine per server (keyed by its bus
 * or its deps), one parse per record read. The function answers the key's kept value, made by `make` the first time.
 */
export const keptPer = <K extends object, V>() => {
  const kept = new WeakMap<K, V>();
  return (key: K, make: () => V): V => {
    if (kept.has(key)) return kept.get(key) as V;
    const value = make();
    kept.set(key, value);
    return value;
  };
};
