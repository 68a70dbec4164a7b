import { addNamespace } from '../../i18n/index.js';

/** Texts of the fee a participant pays before taking part. */
export const liveMchMessages = {
  'zh-CN': {
    title: '参与费用',
    due: '{{title}}：{{amount}}，支付后即可参与',
    pay: '立即支付 {{amount}}',
    waiting: '支付完成后页面会自动继续；如已支付，请稍候',
    check: '我已支付',
    refunded: '费用已退回，如需参与请重新支付',
  },
  'en-US': {
    title: 'Entry fee',
    due: '{{title}}: {{amount}}, to be paid before taking part',
    pay: 'Pay {{amount}} now',
    waiting: 'Once paid, the page goes on by itself; if you have paid, please wait',
    check: 'I have paid',
    refunded: 'Your fee was refunded; pay again to take part',
  },
};

/** Added when a phone page whose activity asks a fee loads the fee panel. */
addNamespace('liveMch', liveMchMessages);
