import { dataEnUS, dataZhCN } from './data-messages.js';
import { setupZhCN } from './setup-messages.js';
import { setupEnUS } from './setup-messages-en.js';

const zhCN = { ...setupZhCN, ...dataZhCN };

const enUS: typeof zhCN = { ...setupEnUS, ...dataEnUS };

export const voteMessages = { 'zh-CN': zhCN, 'en-US': enUS };
