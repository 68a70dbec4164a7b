// What the online quiz's home and the questionnaire ask of the entry fee: its status and, while it is due, the panel
// that takes it (loaded only then).
export { FeeDue } from './fee-due.js';
export { type FeeStatus, feeDue, useFeeStatus } from './fee-status.js';
