const zhCN = {};

const enUS: typeof zhCN = {};

export const voteMessages = { 'zh-CN': zhCN, 'en-US': enUS };
