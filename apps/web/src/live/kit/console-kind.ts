import { lotteryContract } from '@app/contract/lottery';
import { type Host, hostCall } from './host-call.js';

/**
 * The lottery's console read, which also tells whose console a host opens: the console switch (console-pages.tsx)
 * asks it first, and the lottery's console and big screen keep its answer under the same key, so the lottery's
 * console opens on it at once.
 */
export const lotteryConsoleKey = (host: Host) => ['live', lotteryContract.stage.path, host];
export const readLotteryConsole = (host: Host, signal?: AbortSignal) =>
  hostCall(lotteryContract.stage, host, {}, signal);
