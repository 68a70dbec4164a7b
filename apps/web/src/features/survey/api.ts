import { contract } from '@app/contract';
import { useEndpointChange, useEndpointQuery } from '../../app/api-hooks.js';

const survey = contract.survey;

export const useSurveyDetail = (activityId: number) =>
  useEndpointQuery(survey.detail, { activity_id: activityId }, { enabled: activityId > 0 });

/** Saving changes what the statistics read of the questionnaire, and the form the activity's tabs. */
export const useSaveSurvey = () =>
  useEndpointChange(survey.save, [survey.detail, contract.statistic.quesStatistic, contract.activity.info]);

/** The form decides the activity's tabs (activity.info) and which setup page applies. */
export const useSetSurveyForm = () => useEndpointChange(survey.setForm, [survey.detail, contract.activity.info]);
