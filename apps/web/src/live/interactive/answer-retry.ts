import { ApiError } from '../../app/api-error.js';

/** One try waits this long for the server before it counts as lost. */
export const attemptTimeoutMs = 6000;
const waitsMs = [400, 800, 1600, 2000];

/** A call that never got a verdict from the server (no network, timeout, a proxy's error page). */
export const isLost = (error: unknown) => !(error instanceof ApiError) || error.code === 0;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/**
 * Sends until the server gives a verdict: a lost try is sent again, the same body each time (the server counts an
 * answer once per player and step, so a try that did arrive is not counted twice). Stops when `signal` aborts.
 */
export const sendUntilHeard = async <T>(
  send: (signal: AbortSignal) => Promise<T>,
  { signal, onRetry }: { signal: AbortSignal; onRetry: (attempt: number) => void },
): Promise<T> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send(AbortSignal.any([signal, AbortSignal.timeout(attemptTimeoutMs)]));
    } catch (error) {
      if (signal.aborted || !isLost(error)) throw error;
      onRetry(attempt + 1);
      await pause(waitsMs[Math.min(attempt, waitsMs.length - 1)]!, signal);
    }
  }
};
