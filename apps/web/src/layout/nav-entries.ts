/** One entry of the top menu; `key` names its text under `top.` in the common messages. */
export type NavEntry = {
  key: string;
  path: string;
  /** False while the page does not exist yet: the entry keeps its place but is not rendered. */
  available: boolean;
};

/** Spec section 2, in the spec's order. */
export const topMenuEntries: readonly NavEntry[] = [
  { key: 'home', path: '/activity/system', available: true },
  { key: 'myActivities', path: '/activity/manage', available: true },
  { key: 'onlineQuiz', path: '/recommend/recommend', available: true },
  { key: 'sceneQuiz', path: '/recommend/recommendScene', available: true },
  { key: 'interactiveQuiz', path: '/recommend/recommendInteraction', available: true },
  { key: 'survey', path: '/recommend/recommendSurvey', available: true },
  { key: 'bigScreenLottery', path: '/LargeScreenLottery/LargeScreenLottery', available: true },
  { key: 'judgeScoring', path: '/recommend/recommendScore', available: true },
  { key: 'valueService', path: '/function/value_service', available: false },
];

/** The product dropdown: items 1 to 7 are the five recommend pages, the big-screen lottery and the value service. */
const productKeys = [
  'onlineQuiz',
  'sceneQuiz',
  'interactiveQuiz',
  'survey',
  'judgeScoring',
  'bigScreenLottery',
  'valueService',
] as const;

export const productEntries: readonly (NavEntry & { item: number })[] = productKeys.map((key, i) => {
  const entry = topMenuEntries.find((e) => e.key === key)!;
  return { ...entry, item: i + 1 };
});

export const shownEntries = <E extends NavEntry>(entries: readonly E[]) => entries.filter((e) => e.available);
