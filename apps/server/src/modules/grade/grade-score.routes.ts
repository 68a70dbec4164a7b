import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { gradeAudienceService } from './grade-audience.service.js';
import { gradeJudgePageService } from './grade-judge-page.service.js';
import { gradePromoteService } from './grade-promote.service.js';
import { gradeResultService } from './grade-result.service.js';
import { gradeScoreService } from './grade-score.service.js';
import { gradeScoreDataService } from './grade-score-data.service.js';
import { gradeUnlockService } from './grade-unlock.service.js';

const phone = contract.gradePhone;
const data = contract.gradeUserData;

/** Judges' and the audience's scores from their phones, unlock, each round's result, promotion and score data. */
export const registerGradeScoreRoutes = ({ route, deps }: ModuleContext) => {
  const judgePage = gradeJudgePageService(deps);
  const scores = gradeScoreService(deps);
  const unlock = gradeUnlockService(deps);
  const audience = gradeAudienceService(deps);
  const results = gradeResultService(deps);
  const promote = gradePromoteService(deps);
  const store = gradeScoreDataService(deps);

  route(phone.judge, ({ input }) => judgePage.page(input.key));
  route(phone.score, ({ input }) => scores.submit(input));
  route(phone.audience, ({ input }) => audience.page(input.ticket));
  route(phone.audienceScore, ({ input }) => audience.score(input));

  route(contract.grade.unlock, ({ user, input }) => unlock.unlock(user, input.score_id, input.reason));
  route(contract.grade.promote, ({ user, input }) => promote.promote(user, input));

  route(data.userScore, ({ user, input }) => results.userScore(user, input.activity_id, input.round_id));
  route(data.userScoreDelete, ({ user, input }) =>
    store.userScoreDelete(user, input.activity_id, input.round_id, input.contestant_ids),
  );
  route(data.userScoreInit, ({ user, input }) => store.userScoreDelete(user, input.activity_id, input.round_id));
  route(data.judgesScore, ({ user, input }) => store.judgesScore(user, input));
  route(data.judgesScoreDelete, ({ user, input }) => store.judgesScoreDelete(user, input.activity_id, input.ids));
  route(data.judgesScoreInit, ({ user, input }) => store.judgesScoreInit(user, input.activity_id, input.round_id));
  route(data.audienceScore, ({ user, input }) => store.audienceScore(user, input));
  route(data.audienceScoreDelete, ({ user, input }) => store.audienceScoreDelete(user, input.activity_id, input.ids));
  route(data.audienceScoreInit, ({ user, input }) => store.audienceScoreInit(user, input.activity_id, input.round_id));
  route(contract.gradeActivity.audienceList, ({ user, input }) => store.audienceList(user, input));
  route(contract.gradeActivity.audienceDelete, ({ user, input }) =>
    store.audienceDelete(user, input.activity_id, input.participant_ids),
  );
};
