// What the live-session module offers other modules; the rest of the folder is its own (docs/architecture.md, "Layers").
export { givenByName } from './extra-score.repository.js';
export {
  type LiveStep,
  liveSessionAnswers,
  liveSessionExtraScores,
  liveSessionPlayers,
  liveSessions,
} from './live-session.table.js';
export { type LiveSessionEngine, liveSessionEngine } from './live-session-engine.js';
export { sessionRepository } from './session.repository.js';
export { activityCapacity } from './session-capacity.js';
export { sessionConsole } from './session-console.js';
export type { HostInput } from './session-host.js';
export type { SessionKind, StepAnswer, StepScoring } from './session-kind.js';
export { sessionPhone } from './session-phone.js';
export {
  type AcceptedInput,
  type InputSession,
  type StepInput,
  stepInputWriter,
  type TakeInputs,
} from './step-input-writer.js';
export { versionedChange } from './versioned-change.js';
