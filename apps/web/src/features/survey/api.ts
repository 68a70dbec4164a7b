import { activityContract } from '@app/contract/activity';
import { statisticContract } from '@app/contract/statistic';
import { surveyContract } from '@app/contract/survey';
import { useEndpointChange, useEndpointQuery } from '../../app/api-hooks.js';

const survey = surveyContract;

export const useSurveyDetail = (activityId: number) =>
  useEndpointQuery(survey.detail, { activity_id: activityId }, { enabled: activityId > 0 });

/** Saving changes what the statistics read of the questionnaire, and the form the activity's tabs. */
export const useSaveSurvey = () =>
  useEndpointChange(survey.save, [survey.detail, statisticContract.quesStatistic, activityContract.info]);

/** The form decides the activity's tabs (activity.info) and which setup page applies. */
export const useSetSurveyForm = () => useEndpointChange(survey.setForm, [survey.detail, activityContract.info]);
