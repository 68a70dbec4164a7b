import { screenEnUS, screenZhCN } from '../../live/vote/screen-messages.js';
import { dataEnUS, dataZhCN } from './data-messages.js';
import { setupZhCN } from './setup-messages.js';
import { setupEnUS } from './setup-messages-en.js';

const zhCN = { ...setupZhCN, ...dataZhCN, screen: screenZhCN };

const enUS: typeof zhCN = { ...setupEnUS, ...dataEnUS, screen: screenEnUS };

export const voteMessages = { 'zh-CN': zhCN, 'en-US': enUS };
