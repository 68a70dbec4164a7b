import type { Deps } from '../../platform/deps.js';
import { keptPer } from '../../platform/kept-per.js';
import { type LiveSessionEngine, liveSessionEngine } from '../live-session/index.js';
import { gameKind } from './game-kind.js';

const engines = keptPer<Deps, LiveSessionEngine>();

/** One engine per server: its writers batch every request of the process, and its timers stop with the server. */
export const gameEngineOf = (deps: Deps) => engines(deps, () => liveSessionEngine(deps, gameKind));
