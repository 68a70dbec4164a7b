/** A duration in ms as seconds with at most one decimal, for the `pk.seconds` message. */
export const secondsOf = (ms: number) => Number((ms / 1000).toFixed(1));
