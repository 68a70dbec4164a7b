import { lotteryContract } from '@app/contract/lottery';
import { type Host, hostCall } from '../kit/host-call.js';

/** The lottery's console read, kept under one key by the lottery's console and its big screen. */
export const lotteryConsoleKey = (host: Host) => ['live', lotteryContract.stage.path, host];
export const readLotteryConsole = (host: Host, signal?: AbortSignal) =>
  hostCall(lotteryContract.stage, host, {}, signal);
