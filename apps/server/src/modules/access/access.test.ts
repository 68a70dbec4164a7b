import { actionCatalogue, contract } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { roles } from './access.table.js';
import { makeStaff } from './role.factory.js';

describe('menus', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers an organiser the whole menu in order', async () => {
    const { token } = await makeCustomer(t);
    const res = await t.call(contract.access.list, {}, { token });
    expect(res.body.code).toBe(200);
    expect(res.body.data.map((g) => [g.name, g.path, g.title, g.icon])).toEqual([
      ['home', '/home', '首页中心', 'home'],
      ['activity', '/activity', '我的活动', 'appstore'],
      ['value', '/value', '增值服务', 'gift'],
      ['question', '/question', '题库管理', 'database'],
      ['function', '/function', '功能管理', 'tool'],
      ['user', '/user', '账户管理', 'user'],
    ]);
    expect(res.body.data[0]?.children.map((p) => [p.name, p.path, p.title])).toEqual([
      ['activity/system', '/activity/system', '首页'],
      ['activity/news', '/activity/news', '新闻资讯'],
      ['activity/system_js', '/activity/system_js', '产品介绍'],
    ]);
    expect(res.body.data[1]?.children.map((p) => [p.name, p.title, p.hidden])).toEqual([
      ['activity/manage', '我的活动', false],
      ['activity/addActivity', '创建活动', false],
      ['activity/activitySettin', '活动设置', true],
      ['activity/deploy', '答题配置', true],
      ['activity/prize', '奖品设置', true],
      ['activity/pk', 'PK设置', true],
      ['activity/game', '互动答题设置', true],
      ['activity/console', '现场控制台', true],
      ['activity/survey', '问卷投票设置', true],
      ['activity/vote', '投票设置', true],
      ['activity/voteData', '投票数据', true],
      ['activity/voteScreen', '投票大屏', true],
      ['LargeScreenLottery/LargeScreenSettin', '抽奖设置', true],
      ['activity/score', '评委评分设置', true],
      ['LargeScreenLottery/people', '抽奖名单', true],
      ['LargeScreenLottery/barrage', '弹幕审核', true],
      ['LargeScreenLottery/audit', '抽奖记录', true],
      ['LargeScreenLottery/claims', '领奖核销', true],
      ['activity/analysis', '数据统计', true],
      ['activity/remaining_pay', '活动续费', true],
      ['activity/sendHb', '红包设置', true],
      ['activity/404', '活动不存在', true],
    ]);
    expect(res.body.data[2]?.children).toMatchObject([{ name: 'function/value_service', title: '增值个人服务' }]);
    expect(res.body.data[3]?.children.map((p) => [p.name, p.title, p.hidden])).toEqual([
      ['question/public_question', '公共题库', false],
      ['question/public_timu', '公共题目', true],
      ['question/user_question', '我的题库', false],
      ['question/manage_question', '题目管理', true],
      ['question/luru_question', '批量录入', true],
      ['question/luruEdit_question', '批量编辑', true],
    ]);
    expect(res.body.data[4]?.children).toMatchObject([
      { name: 'function/wechat_bag', title: '红包管理', hidden: false },
      { name: 'function/wechat_pay', title: '红包充值', hidden: true },
      { name: 'function/note_manage', title: '短信管理', hidden: false },
      { name: 'function/note_pay', title: '短信充值', hidden: true },
      { name: 'function/authorized_weChat', title: '授权公众号', hidden: false },
      { name: 'function/authorized_add', title: '添加公众号', hidden: true },
      { name: 'function/weChat_settin', title: '公众号设置', hidden: false },
      { name: 'function/payTenant', title: '支付商户', hidden: false },
      { name: 'function/ptAdd', title: '添加商户', hidden: true },
      { name: 'function/safeVerify', title: '流量管理', hidden: false },
    ]);
    expect(res.body.data[5]?.children.map((p) => [p.name, p.title, p.hidden])).toEqual([
      ['user/user_account', '账户信息', false],
      ['user/points_record', '积分记录', false],
      ['user/user_role', '角色管理', false],
      ['user/user_role_pz', '角色权限配置', true],
      ['user/user_staff', '员工管理', false],
      ['user/user_order', '订单管理', false],
      ['user/user_orderDetail', '订单详情', true],
      ['user/user_recharge', '账户充值', false],
      ['user/user_receipt', '发票管理', false],
      ['user/user_journal', '收支明细', false],
      ['user/user_journalDetail', '明细列表', true],
      ['user/user_journalDetailNext', '明细详情', true],
    ]);
  });

  it('answers visitors only the home centre', async () => {
    const res = await t.call(contract.access.customerList, {});
    expect(res.body.data.map((g) => g.name)).toEqual(['home']);
    expect(res.body.data[0]?.children).toHaveLength(3);
  });

  it('grants an organiser every page, hidden ones included, and every action', async () => {
    const { token } = await makeCustomer(t);
    const res = await t.call(contract.access.auth, {}, { token });
    expect(res.body.data.pages).toHaveLength(54);
    expect(res.body.data.pages).toEqual(
      expect.arrayContaining([
        'activity/404',
        'activity/survey',
        'user/user_journalDetailNext',
        'question/luruEdit_question',
      ]),
    );
    expect(res.body.data.actions).toEqual(Object.keys(actionCatalogue));
  });

  it("answers a staff member the home centre and their role's pages with their hidden steps, leaving out groups without one", async () => {
    const owner = await makeCustomer(t);
    const staff = await makeStaff(t, owner, {
      pages: ['user/user_order', 'user/user_receipt'],
      actions: ['order.pay'],
    });
    const menu = (await t.call(contract.access.list, {}, { token: staff.token })).body.data;
    expect(menu.map((g) => [g.name, g.children.map((p) => p.name)])).toEqual([
      ['home', ['activity/system', 'activity/news', 'activity/system_js']],
      ['user', ['user/user_order', 'user/user_orderDetail', 'user/user_receipt']],
    ]);
    expect((await t.call(contract.access.auth, {}, { token: staff.token })).body.data).toEqual({
      pages: [
        'activity/system',
        'activity/news',
        'activity/system_js',
        'user/user_order',
        'user/user_orderDetail',
        'user/user_receipt',
      ],
      actions: ['order.pay'],
    });
  });

  it('answers a staff member without a role, or whose role is gone, only the home centre', async () => {
    const owner = await makeCustomer(t);
    const roleless = await makeStaff(t, owner);
    const orphan = await makeStaff(t, owner, { pages: ['user/user_account'] });
    await t.deps.db.delete(roles).where(eq(roles.id, orphan.role!.id));
    for (const { token } of [roleless, orphan]) {
      const menu = (await t.call(contract.access.list, {}, { token })).body.data;
      expect(menu.map((g) => g.name)).toEqual(['home']);
      expect((await t.call(contract.access.auth, {}, { token })).body.data.actions).toEqual([]);
    }
  });

  it('shows a change of the role on the next call, without a new login', async () => {
    const owner = await makeCustomer(t);
    const staff = await makeStaff(t, owner, { pages: ['user/user_account'] });
    const pages = async () => (await t.call(contract.access.auth, {}, { token: staff.token })).body.data.pages;
    expect(await pages()).toContain('user/user_account');
    await t.call(contract.role.auth, { id: staff.role!.id, pages: ['user/user_journal'] }, { token: owner.token });
    expect(await pages()).toEqual(expect.arrayContaining(['user/user_journal']));
    expect(await pages()).not.toContain('user/user_account');
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
