import type { Attempt, AttemptResult, DataOf, H5Activity } from '@app/contract';
import type { pkContract } from '@app/contract/quiz';
import type { LiveSettings } from './live-settings.js';

// The kit imports no kind's modules, so PK's screens are typed from the contract, as pk/pk-hooks.ts types them.
type PkMatch = DataOf<typeof pkContract.h5Start>;
type PkResult = DataOf<typeof pkContract.h5Finish>;
type PkLevelState = DataOf<typeof pkContract.phoneIndex>['levels'][number];

/** The participant pages are one route; each step is a screen of it. */
export type Screen =
  | { name: 'cover' }
  | { name: 'join' }
  | { name: 'home' }
  | { name: 'quiz'; attempt: Attempt }
  | { name: 'result'; result: AttemptResult }
  | { name: 'draw' }
  | { name: 'mine' }
  | { name: 'ranking' }
  | { name: 'pk' }
  | { name: 'pkMatch'; match: PkMatch }
  | { name: 'pkResult'; result: PkResult; level: PkLevelState }
  | { name: 'video' }
  /** The extra questions; `back` is where the participant returns after them (or the quiz, when before it). */
  | { name: 'more'; back: Screen };

/** What every screen after joining works with. */
export type LiveSession = {
  info: H5Activity;
  settings: LiveSettings;
  ticket: string;
  go: (screen: Screen) => void;
};
