import { activityKind } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { keptPer } from '../../platform/kept-per.js';
import type { SessionKind } from '../live-session/index.js';
import { type LiveSessionEngine, liveSessionEngine } from '../live-session/index.js';

/**
 * Judge scoring on the live-session engine: it takes the engine's session row (version, host key) and host link,
 * but plays no questions, so it has no steps and phones answer nothing through it (judges score through their own
 * links). Its stage is its own (grade_stages), moved with the session's version.
 */
export const gradeKind: SessionKind = {
  kinds: [activityKind.grade],
  steps: async () => [],
};

const engines = keptPer<Deps, LiveSessionEngine>();

/** One engine per server: its batched session reads serve every console and screen of the process. */
export const gradeEngineOf = (deps: Deps) => engines(deps, () => liveSessionEngine(deps, gradeKind));
