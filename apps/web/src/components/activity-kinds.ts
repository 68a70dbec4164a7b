import { type ActivityKind, activityKind, isOpenKind, onSiteKinds } from '@app/contract';

/**
 * The six activity kinds in menu order with their recommendation routes (spec section 2). `name` is the
 * spec's zh-CN name, used to find a kind's section in server content; shown labels are the common
 * messages `kind1`..`kind6`.
 */
export const activityKinds: { kind: ActivityKind; route: string; name: string }[] = [
  { kind: activityKind.onlineQuiz, route: '/recommend/recommend', name: '线上答题抽奖' },
  { kind: activityKind.siteCompetition, route: '/recommend/recommendScene', name: '现场答题竞赛' },
  { kind: activityKind.siteInteraction, route: '/recommend/recommendInteraction', name: '现场互动答题' },
  { kind: activityKind.survey, route: '/recommend/recommendSurvey', name: '问卷投票表单' },
  { kind: activityKind.lottery, route: '/LargeScreenLottery/LargeScreenLottery', name: '现场大屏抽奖' },
  { kind: activityKind.grade, route: '/recommend/recommendScore', name: '现场评委评分' },
];

export const kindLabelKey = (kind: number) => `common:kind${kind}` as const;

export const kindOfRoute = (pathname: string) =>
  activityKinds.find((k) => k.route.toLowerCase() === pathname.replace(/\/+$/, '').toLowerCase());

/** Where a kind is set up beyond its base settings (配置), each taking ?activity_id=; kinds without one have none. */
export const setupPaths: Partial<Record<ActivityKind, string>> = {
  [activityKind.onlineQuiz]: '/activity/deploy',
  [activityKind.siteInteraction]: '/activity/game',
  [activityKind.survey]: '/activity/survey',
  [activityKind.lottery]: '/LargeScreenLottery/LargeScreenSettin',
  [activityKind.grade]: '/activity/score',
};

/** A running on-site kind is hosted from the console (/activity/console?activity_id=). */
export const hasConsole = (kind: number) => isOpenKind(kind) && onSiteKinds.includes(kind);

/**
 * Where an activity's records are: a lottery's draws on its audit page, a judge-scoring contest's results on its
 * set-up page's results tab, every other kind's on the analysis page.
 */
export const dataLinkOf = (kind: number, activityId: number) => {
  if (kind === activityKind.lottery) return `/LargeScreenLottery/audit?activity_id=${activityId}`;
  if (kind === activityKind.grade) return `/activity/score?activity_id=${activityId}&tab=results`;
  return `/activity/analysis?activity_id=${activityId}`;
};
