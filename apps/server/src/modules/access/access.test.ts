import { contract } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('menus', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a logged-in user the whole menu in order', async () => {
    const { token } = await makeCustomer(t);
    const res = await t.call(contract.access.list, {}, { token });
    expect(res.body.code).toBe(200);
    expect(res.body.data.map((g) => [g.name, g.path, g.title, g.icon])).toEqual([
      ['home', '/home', '首页中心', 'home'],
      ['activity', '/activity', '我的活动', 'appstore'],
      ['user', '/user', '账户管理', 'user'],
    ]);
    expect(res.body.data[0]?.children.map((p) => [p.name, p.path, p.title])).toEqual([
      ['activity/system', '/activity/system', '首页'],
      ['activity/news', '/activity/news', '新闻资讯'],
      ['activity/system_js', '/activity/system_js', '产品介绍'],
    ]);
    expect(res.body.data[1]?.children).toMatchObject([
      { name: 'activity/manage', title: '我的活动', hidden: false },
      { name: 'activity/404', title: '活动不存在', hidden: true },
    ]);
    expect(res.body.data[2]?.children).toMatchObject([{ name: 'user/user_account', title: '账户信息' }]);
  });

  it('answers visitors only the home centre', async () => {
    const res = await t.call(contract.access.customerList, {});
    expect(res.body.data.map((g) => g.name)).toEqual(['home']);
    expect(res.body.data[0]?.children).toHaveLength(3);
  });

  it('lists every page the user may open, hidden ones included', async () => {
    const { token } = await makeCustomer(t);
    const res = await t.call(contract.access.auth, {}, { token });
    expect(res.body.data).toEqual({
      pages: [
        'activity/system',
        'activity/news',
        'activity/system_js',
        'activity/manage',
        'activity/404',
        'user/user_account',
      ],
      actions: [],
    });
  });

  it('answers code 500 for the user menu and grants without a login', async () => {
    expect((await t.call(contract.access.list, {})).body.code).toBe(500);
    expect((await t.call(contract.access.auth, {})).body.code).toBe(500);
    expect((await t.call(contract.access.auth, {}, { token: 'stale' })).body.code).toBe(500);
  });

  it('does not write menu reads to the operation log', async () => {
    const { token } = await makeCustomer(t);
    await t.call(contract.access.list, {}, { token });
    await t.call(contract.customer.saveInfo, { name: '标记' }, { token });
    // The log is written after the answer goes out: wait for the marker, then nothing else may be there.
    const paths = async () =>
      (await t.call(contract.customer.log, {}, { token })).body.data.list.map((r) => r.path_name);
    await expect.poll(paths).toEqual(['/api/customer/saveInfo']);
  });
});
