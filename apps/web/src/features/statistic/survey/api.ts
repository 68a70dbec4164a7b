import type { ResponseFilter } from '@app/contract';
import { statisticContract } from '@app/contract/statistic';
import { surveyContract } from '@app/contract/survey';
import { keepPreviousData } from '@tanstack/react-query';
import { useEndpointChange, useEndpointQuery } from '../../../app/api-hooks.js';

const s = statisticContract;

/** The numbers per question; the last answer stays on screen while a new filter loads. */
export const useSurveyStats = (activityId: number, filter: ResponseFilter) =>
  useEndpointQuery(s.quesStatistic, { activity_id: activityId, filter }, { placeholderData: keepPreviousData });

export const useResponse = (activityId: number, responseId: number | null) =>
  useEndpointQuery(
    surveyContract.response,
    { activity_id: activityId, response_id: responseId ?? 0 },
    { enabled: responseId !== null },
  );

/** A deleted response leaves every number, list and text of the page. */
export const useDeleteResponses = () =>
  useEndpointChange(surveyContract.responseDelete, [
    surveyContract.responses,
    s.quesStatistic,
    s.quesStatisticTextSearch,
    s.questionnaireOptionExtend,
  ]);
