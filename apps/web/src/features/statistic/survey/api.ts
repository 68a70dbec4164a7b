import { contract, type ResponseFilter } from '@app/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useEndpointChange, useEndpointQuery } from '../../../app/api-hooks.js';

const s = contract.statistic;

/** The numbers per question; the last answer stays on screen while a new filter loads. */
export const useSurveyStats = (activityId: number, filter: ResponseFilter) =>
  useEndpointQuery(s.quesStatistic, { activity_id: activityId, filter }, { placeholderData: keepPreviousData });

export const useResponse = (activityId: number, responseId: number | null) =>
  useEndpointQuery(
    contract.survey.response,
    { activity_id: activityId, response_id: responseId ?? 0 },
    { enabled: responseId !== null },
  );

/** A deleted response leaves every number, list and text of the page. */
export const useDeleteResponses = () =>
  useEndpointChange(contract.survey.responseDelete, [
    contract.survey.responses,
    s.quesStatistic,
    s.quesStatisticTextSearch,
    s.questionnaireOptionExtend,
  ]);
