import { addNamespace } from '../../i18n/index.js';
import { liveMessages } from './messages.js';

/** The texts every live page shares (cover, joining, states), added with the live entry or the back-office's. */
addNamespace('live', liveMessages);
