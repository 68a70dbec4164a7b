import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { questionImportService } from './question-import.service.js';

const c = contract.question;

/** The template and the export answer the .xlsx itself; the import answers how many questions it added. */
export const questionXlsxRoutes = ({ route, deps }: ModuleContext) => {
  const files = questionImportService(deps);
  route(c.template, () => files.template());
  route(c.exportXlsx, ({ user, input }) => files.exportBank(user, input.bank_id));
  route(c.importXlsx, ({ user, input, file }) => files.importFile(user, input.bank_id, file));
};
