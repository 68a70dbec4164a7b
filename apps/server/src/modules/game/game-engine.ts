import type { Deps } from '../../platform/deps.js';
import { type LiveSessionEngine, liveSessionEngine } from '../../platform/live-session/live-session-engine.js';
import { gameKind } from './game-kind.js';

const engines = new WeakMap<Deps, LiveSessionEngine>();

/** One engine per server: its writers batch every request of the process, and its timers stop with the server. */
export const gameEngineOf = (deps: Deps) => {
  let engine = engines.get(deps);
  if (!engine) {
    engine = liveSessionEngine(deps, gameKind);
    engines.set(deps, engine);
  }
  return engine;
};
