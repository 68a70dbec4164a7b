import { isOpenKind } from '@app/contract';
import { kindOfRoute } from '../components/activity-kinds.js';

/** One entry of the top menu; `key` names its text under `top.` in the common messages. */
export type NavEntry = {
  key: string;
  path: string;
};

/** Spec section 2, in the spec's order. */
export const topMenuEntries: readonly NavEntry[] = [
  { key: 'home', path: '/activity/system' },
  { key: 'myActivities', path: '/activity/manage' },
  { key: 'onlineQuiz', path: '/recommend/recommend' },
  { key: 'sceneQuiz', path: '/recommend/recommendScene' },
  { key: 'interactiveQuiz', path: '/recommend/recommendInteraction' },
  { key: 'survey', path: '/recommend/recommendSurvey' },
  { key: 'bigScreenLottery', path: '/LargeScreenLottery/LargeScreenLottery' },
  { key: 'judgeScoring', path: '/recommend/recommendScore' },
  { key: 'valueService', path: '/function/value_service' },
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

/** An entry that leads to an activity kind which does not run yet: the menus mark it as coming. */
export const isComingEntry = (entry: NavEntry) => {
  const kind = kindOfRoute(entry.path);
  return kind !== undefined && !isOpenKind(kind.kind);
};
