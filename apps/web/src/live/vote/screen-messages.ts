import { addNamespace } from '../../i18n/index.js';

/** The vote big screen's texts, added with its page (it loads from the live entry, without the back-office's). */
const screenZhCN = {
  live: '实时',
  offline: '连接中…',
  scan: '扫码投票',
  candidates: '参赛选手',
  votes: '累计票数',
  voters: '投票人数',
  votesUnit: '{{count}} 票',
  number: '{{number}}号',
  empty: '暂无选手',
  noActivity: '缺少活动编号，请从投票设置页打开大屏',
  failed: '大屏数据加载失败，正在重试…',
};

const screenEnUS: typeof screenZhCN = {
  live: 'Live',
  offline: 'Connecting…',
  scan: 'Scan to vote',
  candidates: 'Candidates',
  votes: 'Total votes',
  voters: 'Voters',
  votesUnit: '{{count}} votes',
  number: 'No. {{number}}',
  empty: 'No candidates yet',
  noActivity: 'No activity chosen: open the screen from the vote setup page',
  failed: 'Could not load the screen; retrying…',
};

addNamespace('voteScreen', { 'zh-CN': screenZhCN, 'en-US': screenEnUS });
