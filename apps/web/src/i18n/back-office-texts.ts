import { addTextLoaders } from './index.js';

/**
 * The back-office's texts, one namespace per feature, each loaded when a page first uses it. The live pages the
 * back-office also routes to bring their own (addNamespace), as do the features that add theirs with their pages.
 */
addTextLoaders({
  errors: () => import('./errors.js').then((m) => m.errorMessages),
  auth: () => import('../features/auth/messages.js').then((m) => m.authMessages),
  content: () => import('../features/content/messages.js').then((m) => m.contentMessages),
  activity: () => import('../features/activity/messages.js').then((m) => m.activityMessages),
  gallery: () => import('../features/activity/gallery-messages.js').then((m) => m.galleryMessages),
  customer: () => import('../features/customer/messages.js').then((m) => m.customerMessages),
  wallet: () => import('../features/wallet/messages.js').then((m) => m.walletMessages),
  order: () => import('../features/order/messages.js').then((m) => m.orderMessages),
  question: () => import('../features/question/messages.js').then((m) => m.questionMessages),
  access: () => import('../features/access/messages.js').then((m) => m.accessMessages),
  quiz: () => import('../features/quiz/messages.js').then((m) => m.quizMessages),
  prize: () => import('../features/prize/messages.js').then((m) => m.prizeMessages),
  statistic: () => import('../features/statistic/messages.js').then((m) => m.statisticMessages),
  survey: () => import('../features/survey/messages.js').then((m) => m.surveyMessages),
  vote: () => import('../features/vote/messages.js').then((m) => m.voteMessages),
  live: () => import('../live/kit/messages.js').then((m) => m.liveMessages),
  liveSurvey: () => import('../live/survey/survey-messages.js').then((m) => m.liveSurveyMessages),
  liveVote: () => import('../live/vote/vote-messages.js').then((m) => m.liveVoteMessages),
});
