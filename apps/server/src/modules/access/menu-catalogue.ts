import type { MenuItem } from '@app/contract';

/**
 * Every page of the back-office that exists today, in menu order. A new page is one line here;
 * the route name is its path without the leading slash, which is what the web's router and role
 * grants match on.
 */
type PageDef = { path: string; title: string; hidden?: boolean };
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
      { path: '/activity/404', title: '活动不存在', hidden: true },
    ],
  },
  {
    name: 'user',
    title: '账户管理',
    icon: 'user',
    pages: [{ path: '/user/user_account', title: '账户信息' }],
  },
];

/** Groups visitors may browse without logging in. */
export const publicGroupNames = ['home'];

const toPage = (p: PageDef): MenuItem => ({
  name: p.path.replace(/^\//, ''),
  path: p.path,
  title: p.title,
  icon: '',
  hidden: p.hidden ?? false,
  children: [],
});

export const toMenu = (groups: GroupDef[]): MenuItem[] =>
  groups.map((g) => ({
    name: g.name,
    path: `/${g.name}`,
    title: g.title,
    icon: g.icon,
    hidden: false,
    children: g.pages.map(toPage),
  }));

/** Names of the pages (leaves) of a menu, hidden ones included: they are routes the caller may open. */
export const pageNames = (items: MenuItem[]): string[] =>
  items.flatMap((i) => (i.children.length ? pageNames(i.children) : [i.name]));
