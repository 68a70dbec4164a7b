import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appRoutes } from '../app/router.js';
import { session } from '../app/session.js';
import { loginData, stubApi } from '../components/test-kit.js';
import i18n from '../i18n/index.js';
import { documentTitle, PageTitle } from './page-title.js';
import { renderRoutes, renderShellPart, siteConfig } from './test-render.js';

const page = (name: string, title: string, hidden = false) => ({
  name,
  path: `/${name}`,
  title,
  icon: '',
  hidden,
  children: [],
});
const menu = [
  {
    ...page('activity', '我的活动'),
    children: [page('activity/manage', '我的活动'), page('activity/deploy', '答题配置', true)],
  },
];

const stubTitles = () =>
  stubApi({
    '/api/index/domainConfig': { data: siteConfig() },
    '/api/menu/customerList': { data: [] },
    '/api/menu/list': { data: menu },
    '/api/menu/auth': { data: { pages: ['activity/manage'], actions: [] } },
  });

describe('the tab title rule', () => {
  it('puts the page before the tenant title', () => {
    expect(documentTitle('答题配置', '智答云')).toBe('答题配置 - 智答云');
  });

  it('falls back to whichever of the two is known', () => {
    expect(documentTitle(undefined, '智答云')).toBe('智答云');
    expect(documentTitle('登录', undefined)).toBe('登录');
    expect(documentTitle(undefined, undefined)).toBe('');
  });
});

describe('the tab title of a page', () => {
  afterEach(() => i18n.changeLanguage('zh-CN'));

  it('names a hidden settings step by its menu entry', async () => {
    session.save(loginData());
    stubTitles();
    renderShellPart(<PageTitle path="/activity/deploy" />);
    await waitFor(() => expect(document.title).toBe('答题配置 - 智答云'));
  });

  it('names a template gallery by its top menu entry, in the reader’s language', async () => {
    stubTitles();
    await i18n.changeLanguage('en-US');
    renderShellPart(<PageTitle path="/recommend/recommend" />);
    await waitFor(() => expect(document.title).toBe('Online Quiz Lottery - 智答云'));
  });

  it('titles the login panel and an unknown path through the router', async () => {
    stubTitles();
    renderRoutes(appRoutes, '/register');
    await waitFor(() => expect(document.title).toBe('注册 - 智答云'));
    renderRoutes(appRoutes, '/no/such/page');
    await waitFor(() => expect(document.title).toBe('页面不存在 - 智答云'));
  });
});
