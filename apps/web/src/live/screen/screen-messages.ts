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
};

/** The texts of the screen device's page, where it types the big-screen passcode: the 'liveScreen' namespace. */
export const liveScreenMessages = { 'zh-CN': zhCN, 'en-US': enUS };
addNamespace('liveScreen', liveScreenMessages);
