import type { QuestionBank } from '@app/contract';
import { questionContract } from '@app/contract/question';
import { downloadFile } from '../../components/download-file.js';
import i18n from '../../i18n/index.js';

/** The .xlsx of a bank's questions, in the import template's columns. */
export const exportBank = (bank: Pick<QuestionBank, 'id' | 'name'>) =>
  downloadFile(questionContract.exportXlsx, { bank_id: bank.id }, `${bank.name}.xlsx`);

/** The empty import template. */
export const downloadTemplate = () => downloadFile(questionContract.template, {}, i18n.t('question:templateFileName'));
