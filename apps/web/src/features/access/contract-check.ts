import { contractChecker } from '../../components/contract-problem.js';
import { accessMessages } from './messages.js';

/** The access forms' check against their endpoints' input schemas, answered in the user's language. */
export const contractProblem = contractChecker('access:', accessMessages['zh-CN']);
