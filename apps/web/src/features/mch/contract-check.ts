import { contractChecker } from '../../components/contract-problem.js';
import { mchMessages } from './messages.js';

/** The merchant form's check against its endpoint's input schema, answered in the user's language. */
export const contractProblem = contractChecker('mch:check.', mchMessages['zh-CN'].check);
