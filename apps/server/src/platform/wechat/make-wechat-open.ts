import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { componentStateStore } from './component-state.repository.js';
import { componentWechatOpen } from './component-wechat-open.js';
import { offlineWechatOpen } from './offline-wechat-open.js';
import type { WechatOpen } from './wechat-open.js';

/** The real third-party platform when WECHAT_COMPONENT_APPID configures one, else the offline default. */
export const makeWechatOpen = (config: Config, db: Db, secrets: SecretBox, clock: () => Date): WechatOpen => {
  const open = config.wechatOpen;
  if (!open) return offlineWechatOpen;
  return componentWechatOpen({ config: open, store: componentStateStore(db, secrets, open.componentAppid), clock });
};
