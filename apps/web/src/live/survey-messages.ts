const zhCN = {};

const enUS: typeof zhCN = {};

export const liveSurveyMessages = { 'zh-CN': zhCN, 'en-US': enUS };
