// The learning video and the extra questions in the online quiz's flow: their entries on the home and result, their
// screens, and the start of the quiz once they are done.
export { MoreScreen } from './phone-more.js';
export { VideoScreen } from './phone-video.js';
export { MoreOffer, VideoEntry } from './theme-entries.js';
export { useStartQuiz } from './theme-hooks.js';
