import { contract, invoiceLimits } from '@app/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makeTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { seedPlatformContent } from './content.seed.js';
import { contents } from './content.table.js';

const c = contract.content;
const otherHost = 'quiz.other.test';

describe('help centre, news, banners and product intro', () => {
  let t: TestApp;
  let ownHelpId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const other = await makeTenant(t, { code: 'other', hosts: [otherHost], title: '别家答题' });
    const rows = await t.deps.db
      .insert(contents)
      .values([
        {
          tenantId: other.id,
          kind: 'help',
          category: '账号与登录',
          title: '别家站点的专属说明',
          body: '<p>仅本站</p>',
          publishedAt: new Date('2026-05-01T00:00:00Z'),
        },
        {
          kind: 'news',
          title: '尚未发布的预告',
          body: '<p>明天见</p>',
          publishedAt: new Date(t.clock.now().getTime() + 86_400_000),
        },
      ])
      .returning();
    ownHelpId = rows[0]!.id;
  });
  afterAll(() => t.close());

  it('lists the seeded help articles in four categories, with real bodies', async () => {
    const cats = await t.call(c.helpCategories, {});
    expect(cats.body.data.map((x) => x.category)).toEqual(['账号与登录', '活动创建与发布', '题库管理', '充值与发票']);
    expect(cats.body.data.reduce((n, x) => n + x.count, 0)).toBeGreaterThanOrEqual(12);
    const list = await t.call(c.helpList, { limit: 100 });
    expect(list.body.data.total).toBeGreaterThanOrEqual(12);
    expect(list.body.data.list[0]).toMatchObject({ title: '如何注册账号', category: '账号与登录' });
    const detail = await t.call(c.helpDetail, { id: list.body.data.list[0]!.id });
    expect(detail.body.data.content).toContain('获取验证码');
  });

  it('filters help by category and pages it', async () => {
    const res = await t.call(c.helpList, { category: '充值与发票', page: 2, limit: 2 });
    expect(res.body.data).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(res.body.data.list.map((a) => a.title)).toEqual(['申请发票']);
  });

  it('searches titles, summaries and the readable text of bodies, not their markup', async () => {
    const byBody = await t.call(c.helpList, { keywords: '纳税人识别号' });
    expect(byBody.body.data.list.map((a) => a.title)).toEqual(['申请发票']);
    expect((await t.call(c.helpList, { keywords: '<li>' })).body.data.total).toBe(0);
    expect((await t.call(c.helpList, { keywords: '100%' })).body.data.total).toBe(0);
  });

  it('shows a site its own articles besides the platform ones, and no other site’s', async () => {
    const own = await t.call(c.helpList, { keywords: '专属说明' }, { host: otherHost });
    expect(own.body.data.total).toBe(1);
    expect((await t.call(c.helpList, { keywords: '专属说明' })).body.data.total).toBe(0);
    expect((await t.call(c.helpDetail, { id: ownHelpId }, { host: otherHost })).body.code).toBe(200);
  });

  it('refuses another site’s article by id with a clear message', async () => {
    const res = await t.call(c.helpDetail, { id: ownHelpId });
    expect(res.body).toMatchObject({ code: 400, msg: '内容不存在或已下线', data: null });
    expect((await t.call(c.helpDetail, { id: 999_999 })).body.msg).toBe('内容不存在或已下线');
  });

  it('lists news newest first with dates, hiding what is not yet published', async () => {
    const res = await t.call(c.noticeList, {});
    const dates = res.body.data.list.map((n) => n.published_at);
    expect(res.body.data.total).toBeGreaterThanOrEqual(6);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(res.body.data.list.map((n) => n.title)).not.toContain('尚未发布的预告');
    const detail = await t.call(c.noticeDetail, { id: res.body.data.list[0]!.id });
    expect(detail.body.data.content.length).toBeGreaterThan(100);
  });

  it('does not answer a help article through the news detail', async () => {
    const help = await t.call(c.helpList, {});
    const res = await t.call(c.noticeDetail, { id: help.body.data.list[0]!.id });
    expect(res.body.msg).toBe('内容不存在或已下线');
  });

  it('answers three banners and a product intro of the six activity kinds', async () => {
    const banners = await t.call(c.bannerList, {});
    expect(banners.body.data).toHaveLength(3);
    expect(banners.body.data.every((b) => b.image.startsWith('/brand/') && b.link.startsWith('/'))).toBe(true);
    const intro = await t.call(c.platformIntro, {});
    expect(intro.body.data.title).toBe('智答云产品介绍');
    expect(intro.body.data.sections.map((s) => s.title)).toEqual([
      '线上答题抽奖',
      '现场答题竞赛',
      '现场互动答题',
      '问卷、投票与表单',
      '现场大屏抽奖',
      '现场评委评分',
    ]);
  });

  it('states the invoicing rules the site enforces, in its own name', async () => {
    const res = await t.call(c.kpRule, {});
    expect(res.body.code).toBe(200);
    expect(res.body.data.title).toBe('开票须知');
    const rules = res.body.data.rules.join('\n');
    expect(rules).toContain('只有在线支付且已支付的订单可以开票');
    expect(rules).toContain(`一次最多选择${invoiceLimits.ordersPerInvoice}个订单`);
    expect(rules).toContain('发票由智答云开具');
  });

  it('seeds platform content only once', async () => {
    const total = async () => (await t.deps.db.select({ n: count() }).from(contents))[0]!.n;
    const before = await total();
    await seedPlatformContent(t.deps.db);
    expect(await total()).toBe(before);
  });

  it('refuses malformed list and detail input', async () => {
    expect((await t.call(c.helpDetail, { id: 'abc' })).body.code).toBe(400);
    expect((await t.call(c.helpList, { limit: 0 })).body.code).toBe(400);
    expect((await t.call(c.noticeList, { keywords: 'x'.repeat(51) })).body.code).toBe(400);
  });
});

describe('customer service and agent recruitment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await makeTenant(t, {
      code: 'chat',
      hosts: [otherHost],
      kfChatUrl: 'https://kf.example.com/chat',
      kfPhone: '13900000000',
    });
  });
  afterAll(() => t.close());

  it('answers the site’s service details, with the built-in chat page by default', async () => {
    const logged = await makeCustomer(t);
    const res = await t.call(c.customerService, {}, { token: logged.token });
    expect(res.body.data).toMatchObject({
      fixed_line: '400-000-0000',
      kf_time: '工作日 9:00-18:00',
      chat_url: '/kf-chat',
    });
    const visitor = await t.call(c.customerKf, {});
    expect(visitor.body.data).toEqual(res.body.data);
  });

  it('answers the site’s own chat service when it has one', async () => {
    const res = await t.call(c.customerKf, {}, { host: otherHost });
    expect(res.body.data).toMatchObject({ chat_url: 'https://kf.example.com/chat', kf_phone: '13900000000' });
  });

  it('asks for a login on the logged-in service call without a token', async () => {
    expect((await t.call(c.customerService, {})).body.code).toBe(500);
  });

  it('answers the agent recruitment text of the site', async () => {
    const res = await t.call(c.agentApplyDesc, {});
    expect(res.body.data.title).toBe('代理商招募');
    expect(res.body.data.content).toContain('成为代理商');
  });
});

describe('agent applications and feedback', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await makeTenant(t, { code: 'other', hosts: [otherHost] });
  });
  afterAll(() => t.close());

  const apply = { name: '王经理', phone: '13812345678', company: '星火会务', city: '杭州', remark: '有学校客户' };

  it('stores an application and refuses a second pending one from the same phone', async () => {
    const first = await t.call(c.addAgentApply, apply, { ip: '10.0.0.1' });
    expect(first.body.code).toBe(200);
    const again = await t.call(c.addAgentApply, apply, { ip: '10.0.0.2' });
    expect(again.body).toMatchObject({ code: 400, msg: '您已提交过申请，请耐心等待我们联系' });
    const elsewhere = await t.call(c.addAgentApply, apply, { ip: '10.0.0.3', host: otherHost });
    expect(elsewhere.body.code).toBe(200);
  });

  it('links an application to the logged-in organiser', async () => {
    const { agentApplications } = await import('./content.table.js');
    const me = await makeCustomer(t);
    const res = await t.call(c.addAgentApply, { name: '李四', phone: me.phone }, { token: me.token, ip: '10.0.0.4' });
    const rows = await t.deps.db.select().from(agentApplications).where(eq(agentApplications.id, res.body.data.id));
    expect(rows[0]).toMatchObject({ customerId: me.customer.id, status: 'pending', company: '' });
  });

  it('limits applications to five a day from one address', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await t.call(c.addAgentApply, { name: '申请人', phone: `1370000000${i}` }, { ip: '10.9.9.9' });
      expect(res.body.code).toBe(200);
    }
    const sixth = await t.call(c.addAgentApply, { name: '申请人', phone: '13700000009' }, { ip: '10.9.9.9' });
    expect(sixth.body).toMatchObject({ code: 400, msg: '今日提交次数已达上限，请明天再试' });
    t.clock.advance(86_400_000);
    const tomorrow = await t.call(c.addAgentApply, { name: '申请人', phone: '13700000009' }, { ip: '10.9.9.9' });
    expect(tomorrow.body.code).toBe(200);
  });

  it('refuses an application with a bad phone or no name', async () => {
    expect((await t.call(c.addAgentApply, { ...apply, phone: '2381234567' })).body.msg).toBe('手机号格式错误');
    expect((await t.call(c.addAgentApply, { ...apply, name: '  ' })).body.msg).toBe('请输入姓名');
  });

  it('opens the login popup for feedback without a token', async () => {
    const res = await t.call(c.addFeedback, { content: '页面打不开' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(555);
  });

  it('stores feedback under the staff member’s organiser', async () => {
    const { feedbacks } = await import('./content.table.js');
    const owner = await makeCustomer(t);
    const staff = await makeCustomer(t, { ownerId: owner.customer.id });
    const input = {
      type: 1,
      content: '希望支持导出PDF',
      images: ['/uploads/media/1/202606/a.png'],
      contact: '微信 abc',
    };
    const res = await t.call(c.addFeedback, input, { token: staff.token });
    expect(res.body.code).toBe(200);
    const row = (await t.deps.db.select().from(feedbacks).where(eq(feedbacks.id, res.body.data.id)))[0];
    expect(row).toMatchObject({
      customerId: owner.customer.id,
      actorId: staff.customer.id,
      type: 1,
      contact: '微信 abc',
    });
    expect(row?.images).toEqual(input.images);
  });

  it('refuses empty feedback, too many images and script image urls', async () => {
    const me = await makeCustomer(t);
    expect((await t.call(c.addFeedback, { content: ' ' }, { token: me.token })).body.msg).toBe('请填写反馈内容');
    const seven = Array.from({ length: 7 }, () => '/uploads/a.png');
    expect((await t.call(c.addFeedback, { content: 'x', images: seven }, { token: me.token })).body.msg).toBe(
      '最多上传6张图片',
    );
    const script = await t.call(c.addFeedback, { content: 'x', images: ['javascript:alert(1)'] }, { token: me.token });
    expect(script.body.msg).toBe('图片地址无效');
  });

  it('limits feedback to twenty a day per account', async () => {
    const me = await makeCustomer(t);
    for (let i = 0; i < 20; i += 1) {
      expect((await t.call(c.addFeedback, { content: `反馈${i}` }, { token: me.token })).body.code).toBe(200);
    }
    const res = await t.call(c.addFeedback, { content: '第21条' }, { token: me.token });
    expect(res.body).toMatchObject({ code: 400, msg: '今日提交次数已达上限，请明天再试' });
  });

  it('does not accept a token from another site', async () => {
    const stranger = await makeCustomer(t, { host: otherHost });
    expect((await t.call(c.addFeedback, { content: 'x' }, { token: stranger.token })).body.code).toBe(500);
  });
});
