import type { LiveSession } from './live-screen.js';

/** A vote after joining: candidates by category, search, detail, voting, ranking, sign-up. */
export const VoteHome = (_props: { live: LiveSession; onTicketLost: () => void }) => null;
