import { accessModule } from './access/access.routes.js';
import { activityModule } from './activity/activity.routes.js';
import { authModule } from './auth/auth.routes.js';
import { competitionModule } from './competition/competition.routes.js';
import { contentModule } from './content/content.routes.js';
import { customerModule } from './customer/customer.routes.js';
import { exportModule } from './export/export.routes.js';
import { gameModule } from './game/game.routes.js';
import { gradeModule } from './grade/grade.routes.js';
import { hbModule } from './hb/hb.routes.js';
import { liveSessionModule } from './live-session/live-session.routes.js';
import { lotteryModule } from './lottery/lottery.routes.js';
import { mchModule } from './mch/mch.routes.js';
import type { AppModule } from './module.js';
import { orderModule } from './order/order.routes.js';
import { prizeModule } from './prize/prize.routes.js';
import { questionModule } from './question/question.routes.js';
import { quizModule } from './quiz/quiz.routes.js';
import { screenModule } from './screen/screen.routes.js';
import { statisticModule } from './statistic/statistic.routes.js';
import { surveyModule } from './survey/survey.routes.js';
import { tenantModule } from './tenant/tenant.routes.js';
import { themeModule } from './theme/theme.routes.js';
import { trafficModule } from './traffic/traffic.routes.js';
import { uploadModule } from './upload/upload.routes.js';
import { voteModule } from './vote/vote.routes.js';
import { walletModule } from './wallet/wallet.routes.js';
import { wxaccountModule } from './wxaccount/wxaccount.routes.js';

export const modules: AppModule[] = [
  tenantModule,
  authModule,
  customerModule,
  accessModule,
  contentModule,
  uploadModule,
  activityModule,
  walletModule,
  orderModule,
  mchModule,
  questionModule,
  quizModule,
  prizeModule,
  statisticModule,
  exportModule,
  themeModule,
  surveyModule,
  voteModule,
  liveSessionModule,
  gameModule,
  lotteryModule,
  gradeModule,
  competitionModule,
  screenModule,
  wxaccountModule,
  trafficModule,
  hbModule,
];
