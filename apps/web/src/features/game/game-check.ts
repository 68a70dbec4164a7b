import { contractChecker } from '../../components/contract-problem.js';
import { gameMessages } from './messages.js';

/** Checks form values with an endpoint's input schema; the first problem comes back in the user's language. */
export const gameCheck = contractChecker('game:check.', gameMessages['zh-CN'].check);
