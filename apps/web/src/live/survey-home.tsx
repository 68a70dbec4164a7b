import type { LiveSession } from './live-screen.js';

/** A survey or sign-up form after joining: fill page by page, submit, thank-you. */
export const SurveyHome = (_props: { live: LiveSession; onTicketLost: () => void }) => null;
