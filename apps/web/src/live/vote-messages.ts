const zhCN = {};

const enUS: typeof zhCN = {};

export const liveVoteMessages = { 'zh-CN': zhCN, 'en-US': enUS };
