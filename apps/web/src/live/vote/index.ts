// The ranking's live tally, which the organiser's ranking card (features/vote) keeps as the big screen does.
export { useLiveRanking } from './use-live-ranking.js';
