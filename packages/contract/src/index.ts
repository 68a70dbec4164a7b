import { accessContract, roleContract } from './access.js';
import { activityContract } from './activity.js';
import { antiCheatContract } from './anti-cheat.js';
import { authContract } from './auth.js';
import {
  competitionPhoneContract,
  competitionRecordContract,
  competitionScoringContract,
  competitionTeamContract,
} from './competition.js';
import { contentContract } from './content.js';
import { customerContract } from './customer.js';
import type { Endpoint } from './endpoint.js';
import { exportContract } from './export.js';
import { gameContract, gameUserDataContract } from './game.js';
import {
  gradeActivityContract,
  gradeContract,
  gradePhoneContract,
  gradeRoundContract,
  gradeStageContract,
  gradeUserDataContract,
} from './grade.js';
import { hbContract } from './hb.js';
import { liveSessionContract } from './live-session.js';
import {
  lotteryBarrageContract,
  lotteryContract,
  lotteryNdContract,
  lotteryPhoneContract,
  lotterySigninContract,
} from './lottery.js';
import { mchContract } from './mch.js';
import { orderContract } from './order.js';
import { prizeContract } from './prize.js';
import { questionContract } from './question.js';
import { pkContract, quizContract } from './quiz.js';
import { screenContract } from './screen.js';
import { statisticContract } from './statistic.js';
import { surveyContract } from './survey.js';
import { tenantContract } from './tenant.js';
import { themeContract } from './theme.js';
import { activityVideoContract, trafficContract } from './traffic.js';
import { uploadContract } from './upload.js';
import { voteContract, voteDataContract } from './vote.js';
import { walletContract } from './wallet.js';
import { wxaccountContract } from './wxaccount.js';

export * from './access.js';
export * from './activity.js';
export * from './anti-cheat.js';
export * from './auth.js';
export * from './barrage-filter.js';
export * from './competition.js';
export * from './content.js';
export * from './customer.js';
export * from './endpoint.js';
export * from './envelope.js';
export * from './errors.js';
export * from './export.js';
export * from './fields.js';
export * from './game.js';
export * from './grade.js';
export * from './grade-result.js';
export * from './grade-schemas.js';
export * from './hb.js';
export * from './list.js';
export * from './live.js';
export * from './live-session.js';
export * from './lottery.js';
export * from './lottery-schemas.js';
export * from './mch.js';
export * from './money.js';
export * from './order.js';
export * from './prize.js';
export * from './question.js';
export * from './quiz.js';
export * from './quiz-limits.js';
export * from './screen.js';
export * from './statistic.js';
export * from './survey.js';
export * from './survey-logic.js';
export * from './tenant.js';
export * from './theme.js';
export * from './traffic.js';
export * from './upload.js';
export * from './vote.js';
export * from './wallet.js';
export * from './wxaccount.js';

export const contract = {
  access: accessContract,
  activity: activityContract,
  antiCheat: antiCheatContract,
  auth: authContract,
  competitionPhone: competitionPhoneContract,
  competitionRecord: competitionRecordContract,
  competitionScoring: competitionScoringContract,
  competitionTeam: competitionTeamContract,
  content: contentContract,
  customer: customerContract,
  export: exportContract,
  game: gameContract,
  gameUserData: gameUserDataContract,
  grade: gradeContract,
  gradeActivity: gradeActivityContract,
  gradePhone: gradePhoneContract,
  gradeRound: gradeRoundContract,
  gradeStage: gradeStageContract,
  gradeUserData: gradeUserDataContract,
  hb: hbContract,
  liveSession: liveSessionContract,
  lottery: lotteryContract,
  lotteryNd: lotteryNdContract,
  lotterySignin: lotterySigninContract,
  lotteryBarrage: lotteryBarrageContract,
  lotteryPhone: lotteryPhoneContract,
  mch: mchContract,
  order: orderContract,
  prize: prizeContract,
  question: questionContract,
  quiz: quizContract,
  pk: pkContract,
  role: roleContract,
  screen: screenContract,
  statistic: statisticContract,
  survey: surveyContract,
  tenant: tenantContract,
  theme: themeContract,
  traffic: trafficContract,
  activityVideo: activityVideoContract,
  upload: uploadContract,
  vote: voteContract,
  voteData: voteDataContract,
  wallet: walletContract,
  wxaccount: wxaccountContract,
} as const;

/** Every endpoint of the API, for registration checks and robustness tests. */
export const allEndpoints: Endpoint[] = Object.values(contract).flatMap((group) => Object.values(group) as Endpoint[]);
