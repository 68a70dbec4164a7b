import { addNamespace } from '../../i18n/index.js';

const zhCN = {
  open: {
    title: '打开大屏',
    hint: '输入主办方在活动控制台看到的6位大屏口令',
    label: '大屏口令',
    submit: '打开大屏',
    opening: '正在打开…',
    needDigits: '请输入6位大屏口令',
  },
  passcode: {
    title: '大屏口令',
    hint: '在大屏电脑或电视盒子的浏览器打开 {{address}}，输入口令即可打开本活动的大屏',
    renew: '换一个口令',
    renewConfirm: '换口令后，旧口令立即失效（已打开的大屏不受影响）',
  },
};

const enUS: typeof zhCN = {
  open: {
    title: 'Open the big screen',
    hint: "Type the 6-digit big-screen passcode shown on the activity's console",
    label: 'Big-screen passcode',
    submit: 'Open the big screen',
    opening: 'Opening…',
    needDigits: 'Please type the 6-digit big-screen passcode',
  },
  passcode: {
    title: 'Big-screen passcode',
    hint: "On the big screen's computer or TV box, open {{address}} in a browser and type the passcode",
    renew: 'New passcode',
    renewConfirm: 'The old passcode stops working at once (screens already open stay open)',
  },
};

/** The big-screen passcode's texts (the screen device's page and the console's card): the 'liveScreen' namespace. */
export const liveScreenMessages = { 'zh-CN': zhCN, 'en-US': enUS };
addNamespace('liveScreen', liveScreenMessages);
