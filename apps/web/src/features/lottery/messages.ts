import { addNamespace } from '../../i18n/index.js';
import { lotteryEn } from './messages-en.js';
import { lotteryZh } from './messages-zh.js';

/** The lottery pages' texts: the 'lottery' namespace, added when one of its pages loads. */
export const lotteryMessages = { 'zh-CN': lotteryZh, 'en-US': lotteryEn };
addNamespace('lottery', lotteryMessages);
