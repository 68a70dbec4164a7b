import type { MenuItem } from '@app/contract';

/**
 * Every page of the back-office that exists today, in menu order. A new page is one line here;
 * the route name is its path without the leading slash, which is what the web's router and role
 * grants match on.
 */
/**
 * A hidden page is a step of the visible page it sits `within` (a detail, a settings form): the sidebar
 * leaves it out and a role that grants the visible page grants it too.
 */
type PageDef = { path: string; title: string; within?: string };
type GroupDef = { name: string; title: string; icon: string; pages: PageDef[] };

export const menuGroups: GroupDef[] = [
  {
    name: 'home',
    title: '首页中心',
    icon: 'home',
    pages: [
      { path: '/activity/system', title: '首页' },
      { path: '/activity/news', title: '新闻资讯' },
      { path: '/activity/system_js', title: '产品介绍' },
    ],
  },
  {
    name: 'activity',
    title: '我的活动',
    icon: 'appstore',
    pages: [
      { path: '/activity/manage', title: '我的活动' },
      { path: '/activity/addActivity', title: '创建活动' },
      { path: '/activity/activitySettin', title: '活动设置', within: '/activity/manage' },
      { path: '/activity/deploy', title: '答题配置', within: '/activity/manage' },
      { path: '/activity/prize', title: '奖品设置', within: '/activity/manage' },
      { path: '/activity/pk', title: 'PK设置', within: '/activity/manage' },
      { path: '/activity/game', title: '互动答题设置', within: '/activity/manage' },
      { path: '/activity/console', title: '现场控制台', within: '/activity/manage' },
      { path: '/activity/survey', title: '问卷投票设置', within: '/activity/manage' },
      { path: '/activity/vote', title: '投票设置', within: '/activity/manage' },
      { path: '/activity/voteData', title: '投票数据', within: '/activity/manage' },
      { path: '/activity/voteScreen', title: '投票大屏', within: '/activity/manage' },
      { path: '/LargeScreenLottery/LargeScreenSettin', title: '抽奖设置', within: '/activity/manage' },
      { path: '/activity/score', title: '评委评分设置', within: '/activity/manage' },
      { path: '/LargeScreenLottery/people', title: '抽奖名单', within: '/activity/manage' },
      { path: '/LargeScreenLottery/barrage', title: '弹幕审核', within: '/activity/manage' },
      { path: '/LargeScreenLottery/audit', title: '抽奖记录', within: '/activity/manage' },
      { path: '/LargeScreenLottery/claims', title: '领奖核销', within: '/activity/manage' },
      { path: '/activity/analysis', title: '数据统计', within: '/activity/manage' },
      { path: '/activity/remaining_pay', title: '活动续费', within: '/activity/manage' },
      { path: '/activity/sendHb', title: '红包设置', within: '/activity/manage' },
      { path: '/activity/404', title: '活动不存在', within: '/activity/manage' },
    ],
  },
  {
    name: 'value',
    title: '增值服务',
    icon: 'gift',
    pages: [{ path: '/function/value_service', title: '增值个人服务' }],
  },
  {
    name: 'question',
    title: '题库管理',
    icon: 'database',
    pages: [
      { path: '/question/public_question', title: '公共题库' },
      { path: '/question/public_timu', title: '公共题目', within: '/question/public_question' },
      { path: '/question/user_question', title: '我的题库' },
      { path: '/question/manage_question', title: '题目管理', within: '/question/user_question' },
      { path: '/question/luru_question', title: '批量录入', within: '/question/user_question' },
      { path: '/question/luruEdit_question', title: '批量编辑', within: '/question/user_question' },
    ],
  },
  {
    name: 'function',
    title: '功能管理',
    icon: 'tool',
    pages: [
      { path: '/function/wechat_bag', title: '红包管理' },
      { path: '/function/wechat_pay', title: '红包充值', within: '/function/wechat_bag' },
      { path: '/function/note_manage', title: '短信管理' },
      { path: '/function/note_pay', title: '短信充值', within: '/function/note_manage' },
      { path: '/function/authorized_weChat', title: '授权公众号' },
      { path: '/function/authorized_add', title: '添加公众号', within: '/function/authorized_weChat' },
      { path: '/function/weChat_settin', title: '公众号设置' },
      { path: '/function/payTenant', title: '支付商户' },
      { path: '/function/ptAdd', title: '添加商户', within: '/function/payTenant' },
      { path: '/function/safeVerify', title: '流量管理' },
    ],
  },
  {
    name: 'user',
    title: '账户管理',
    icon: 'user',
    pages: [
      { path: '/user/user_account', title: '账户信息' },
      { path: '/user/points_record', title: '积分记录' },
      { path: '/user/user_role', title: '角色管理' },
      { path: '/user/user_role_pz', title: '角色权限配置', within: '/user/user_role' },
      { path: '/user/user_staff', title: '员工管理' },
      { path: '/user/user_order', title: '订单管理' },
      { path: '/user/user_orderDetail', title: '订单详情', within: '/user/user_order' },
      { path: '/user/user_recharge', title: '账户充值' },
      { path: '/user/user_receipt', title: '发票管理' },
      { path: '/user/user_journal', title: '收支明细' },
      { path: '/user/user_journalDetail', title: '明细列表', within: '/user/user_journal' },
      { path: '/user/user_journalDetailNext', title: '明细详情', within: '/user/user_journal' },
    ],
  },
];

/** Groups visitors may browse without logging in. */
export const publicGroupNames = ['home'];

const nameOf = (path: string) => path.replace(/^\//, '');

const toPage = (p: PageDef): MenuItem => ({
  name: nameOf(p.path),
  path: p.path,
  title: p.title,
  icon: '',
  hidden: p.within !== undefined,
  children: [],
});

/** The menu of these groups; `visibleOnly` leaves the hidden steps out (what a role can tick). */
export const toMenu = (groups: GroupDef[], { visibleOnly = false } = {}): MenuItem[] =>
  groups.map((g) => ({
    name: g.name,
    path: `/${g.name}`,
    title: g.title,
    icon: g.icon,
    hidden: false,
    children: g.pages.filter((p) => !visibleOnly || p.within === undefined).map(toPage),
  }));

/** The given page names with the hidden steps that come with them. */
export const withSteps = (pages: Iterable<string>): Set<string> => {
  const held = new Set(pages);
  for (const p of menuGroups.flatMap((g) => g.pages)) {
    if (p.within !== undefined && held.has(nameOf(p.within))) held.add(nameOf(p.path));
  }
  return held;
};

/** Names of the pages (leaves) of a menu, hidden ones included: they are routes the caller may open. */
export const pageNames = (items: MenuItem[]): string[] =>
  items.flatMap((i) => (i.children.length ? pageNames(i.children) : [i.name]));
