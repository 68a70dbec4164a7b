const zhCN = {};

const enUS: typeof zhCN = {};

export const surveyMessages = { 'zh-CN': zhCN, 'en-US': enUS };
