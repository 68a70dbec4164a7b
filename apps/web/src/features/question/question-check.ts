import { contractChecker } from '../../components/contract-problem.js';
import { questionMessages } from './messages.js';

/** Checks form values with an endpoint's input schema; the first problem comes back in the user's language. */
export const questionCheck = contractChecker('question:check.', questionMessages['zh-CN'].check);
