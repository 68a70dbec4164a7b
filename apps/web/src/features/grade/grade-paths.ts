/** The organiser's set-up and results of a judge scoring activity (kind 6); it takes ?activity_id=. */
export const gradePaths = { score: '/activity/score' } as const;

export const scoreTabs = ['rounds', 'contestants', 'judges', 'results'] as const;
export type ScoreTab = (typeof scoreTabs)[number];

/** The address a judge opens on their phone to score: their link key is the whole of their access. */
export const judgeUrl = (key: string) => `${window.location.origin}/h5/judge/${key}`;
