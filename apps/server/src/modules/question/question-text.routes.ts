import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { parseBulkText } from './bulk-text.js';

/** Reading bulk-entry text is pure: nothing is saved until the page sends the batch to batchAdd. */
export const questionTextRoutes = ({ route }: ModuleContext) => {
  route(contract.question.parseText, async ({ input }) => parseBulkText(input.text));
};
