import type { z } from 'zod';
import { contractChecker } from '../../components/contract-problem.js';
import { showNotice } from '../../components/notice-dialog.js';
import { gradeMessages } from './messages.js';

const gradeCheck = contractChecker('grade:check.', gradeMessages['zh-CN'].check);

/** Whether the values pass the endpoint's input schema; when not, says why in a 提示 dialog (spec section 5). */
export const passes = (schema: z.ZodType, values: unknown) => {
  const problem = gradeCheck(schema, values);
  if (problem) showNotice(problem);
  return !problem;
};
