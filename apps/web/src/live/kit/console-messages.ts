import { addNamespace } from '../../i18n/index.js';

const zhCN = {
  hostLink: {
    title: '主持链接',
    hint: '用手机打开此链接即可主持本场，无需登录',
    none: '主持链接已停用',
    copy: '复制',
    copied: '已复制',
    revoke: '停用',
    renew: '生成新链接',
    revokeConfirm: '停用后，已发出的主持链接立即失效',
  },
  passcode: {
    title: '大屏口令',
    hint: '在大屏电脑或电视盒子的浏览器打开 {{address}}，输入口令即可打开本活动的大屏',
    renew: '换一个口令',
    renewConfirm: '换口令后，旧口令立即失效（已打开的大屏不受影响）',
  },
};

const enUS: typeof zhCN = {
  hostLink: {
    title: 'Host link',
    hint: 'Open this link on a phone to host, no login needed',
    none: 'The host link is off',
    copy: 'Copy',
    copied: 'Copied',
    revoke: 'Turn off',
    renew: 'New link',
    revokeConfirm: 'The host link sent out stops working at once',
  },
  passcode: {
    title: 'Big-screen passcode',
    hint: "On the big screen's computer or TV box, open {{address}} in a browser and type the passcode",
    renew: 'New passcode',
    renewConfirm: 'The old passcode stops working at once (screens already open stay open)',
  },
};

/**
 * The texts of the cards every on-site console shows (the host link, the big-screen passcode): the 'liveConsole'
 * namespace, added when a console loads.
 */
export const liveConsoleMessages = { 'zh-CN': zhCN, 'en-US': enUS };
addNamespace('liveConsole', liveConsoleMessages);
