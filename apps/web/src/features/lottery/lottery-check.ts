import type { z } from 'zod';
import { contractChecker } from '../../components/contract-problem.js';
import { showNotice } from '../../components/notice-dialog.js';
import { lotteryMessages } from './messages.js';

/** Checks form values with an endpoint's input schema; the first problem comes back in the user's language. */
const lotteryCheck = contractChecker('lottery:check.', lotteryMessages['zh-CN'].check);

/** Whether the values pass the endpoint's schema; when not, says why in a 提示 dialog (spec section 5). */
export const passes = (schema: z.ZodType, values: unknown) => {
  const problem = lotteryCheck(schema, values);
  if (problem) showNotice(problem);
  return !problem;
};
