import { themeContract } from '@app/contract/theme';
import type { z } from 'zod';
import { useEndpointChange, useEndpointQuery } from '../../app/api-hooks.js';
import { contractChecker } from '../../components/contract-problem.js';
import { showNotice } from '../../components/notice-dialog.js';
import { moreZhCN } from './more-messages.js';

const theme = themeContract;

export const useMorePage = (activityId: number) =>
  useEndpointQuery(theme.morePage, { activity_id: activityId }, { enabled: activityId > 0 });
export const useMoreQuestions = (activityId: number) =>
  useEndpointQuery(theme.moreList, { activity_id: activityId }, { enabled: activityId > 0 });

export const useSaveMorePage = () => useEndpointChange(theme.moreSave, [theme.morePage]);
export const useSaveMoreQuestion = () => useEndpointChange(theme.moreAdd, [theme.moreList, theme.moreDetail]);
export const useDeleteMoreQuestion = () => useEndpointChange(theme.moreDelete, [theme.moreList]);
export const useSortMoreQuestions = () => useEndpointChange(theme.moreSort, [theme.moreList]);

const moreProblem = contractChecker('quiz:more.check.', moreZhCN.check);

/** Whether the values pass the endpoint's own input schema; when not, says why in a 提示 dialog (spec section 5). */
export const morePasses = (schema: z.ZodType, values: unknown) => {
  const problem = moreProblem(schema, values);
  if (problem) showNotice(problem);
  return !problem;
};
