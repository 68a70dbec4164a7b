import { addNamespace } from '../../i18n/index.js';
import { gradeEn } from './messages-en.js';
import { gradeZh } from './messages-zh.js';

/** The judge scoring pages' texts: the 'grade' namespace, added when its page loads. */
export const gradeMessages = { 'zh-CN': gradeZh, 'en-US': gradeEn };
addNamespace('grade', gradeMessages);
