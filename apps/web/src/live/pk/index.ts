// PK in the online quiz's flow: whether the activity has it, the home's read of it, and its three screens.
export { PkHomeScreen } from './phone-home.js';
export { PkMatchScreen } from './phone-match.js';
export { PkResultScreen } from './phone-result.js';
export { offersPk, usePkHome } from './pk-hooks.js';
