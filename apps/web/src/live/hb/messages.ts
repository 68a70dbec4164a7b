import { addNamespace } from '../../i18n/index.js';

/** Texts of the red-packet offer on a participant's phone. */
export const liveHbMessages = {
  'zh-CN': {
    title: '答题红包',
    claim: '领取红包',
    paid: '已领取红包 {{amount}}',
    pending: '红包 {{amount}} 发放中，请稍后查看',
    failed: '红包 {{amount}} 发放失败：{{reason}}',
  },
  'en-US': {
    title: 'Quiz red packet',
    claim: 'Claim the red packet',
    paid: 'Red packet claimed: {{amount}}',
    pending: 'Red packet {{amount}} on its way; check again shortly',
    failed: 'Red packet {{amount}} failed: {{reason}}',
  },
};

/** Added when a phone page with the offer loads. */
addNamespace('liveHb', liveHbMessages);
