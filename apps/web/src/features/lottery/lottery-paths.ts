/** The lottery's back-office pages; every one but the home takes ?activity_id=. */
export const lotteryPaths = {
  home: '/LargeScreenLottery/LargeScreenLottery',
  settings: '/LargeScreenLottery/LargeScreenSettin',
  people: '/LargeScreenLottery/people',
  barrage: '/LargeScreenLottery/barrage',
  audit: '/LargeScreenLottery/audit',
  claims: '/LargeScreenLottery/claims',
} as const;

export type LotteryPage = Exclude<keyof typeof lotteryPaths, 'home'>;

export const lotteryPageUrl = (page: LotteryPage, activityId: number) =>
  `${lotteryPaths[page]}?activity_id=${activityId}`;

/** The hall's big screen (public by code) and the host's console, both live pages. */
export const screenUrl = (code: string) => `/screen/lottery/${code}`;
export const consoleUrl = (activityId: number) => `/activity/console?activity_id=${activityId}`;
