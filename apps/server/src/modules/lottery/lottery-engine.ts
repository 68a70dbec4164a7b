import { activityKind } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { keptPer } from '../../platform/kept-per.js';
import type { SessionKind } from '../live-session/index.js';
import { type LiveSessionEngine, liveSessionEngine } from '../live-session/index.js';

/**
 * The lottery on the live-session engine: it takes the engine's session row (version, host key), seats (a sign-in
 * is a seat) and events, but plays no questions, so it has no steps and nothing is judged or revealed. Its stage
 * is its own (lottery_stages), moved with the session's version.
 */
export const lotteryKind: SessionKind = {
  kinds: [activityKind.lottery],
  steps: async () => [],
};

const engines = keptPer<Deps, LiveSessionEngine>();

/** One engine per server: its join writer batches every sign-in of the process. */
export const lotteryEngineOf = (deps: Deps) => engines(deps, () => liveSessionEngine(deps, lotteryKind));
