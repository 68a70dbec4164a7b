import { contract } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.js';
import { startWechatApp, type WechatApp } from '../../test/wechat-stand-in/wechat-app.js';
import { makeActivity } from '../activity/activity.factory.js';
import { tokenContext } from './account-tokens.js';
import { wxAccounts } from './wxaccount.table.js';

const c = contract.wxaccount;
type Account = Awaited<ReturnType<typeof makeCustomer>>;
type Authorised = Awaited<ReturnType<WechatApp['authorised']>>;

describe('mini-program codes for an activity', () => {
  let w: WechatApp;
  let organiser: Account;
  let mini: Authorised;

  beforeAll(async () => {
    w = await startWechatApp();
    organiser = await makeCustomer(w.t);
    mini = await w.authorised(organiser.token, '活动小程序', 'mini_program');
  });
  afterAll(() => w.close());

  const code = async (input: Record<string, unknown>, who = organiser) =>
    (await w.t.call(c.wxaCode, input, { token: who.token })).body;
  const tokenCalls = () => w.standIn.calls.filter((call) => call.path === '/cgi-bin/component/api_authorizer_token');
  const rowOf = async (id: number) => (await w.t.deps.db.select().from(wxAccounts).where(eq(wxAccounts.id, id)))[0]!;

  it("makes the code image with the activity's code as its scene", async () => {
    const activity = await makeActivity(w.t, organiser.customer);
    const res = await code({ activity_id: activity.id, wxaccount_id: mini.id, page: 'pages/activity/index' });
    expect(res.data).toMatchObject({ scene: activity.code, page: 'pages/activity/index' });
    expect(res.data.image).toMatch(/^data:image\/jpeg;base64,iVBORw0KGgo/);
    const sent = w.standIn.calls.findLast((call) => call.path === '/wxa/getwxacodeunlimit');
    expect(sent?.body).toMatchObject({ scene: activity.code, page: 'pages/activity/index', width: 430 });
  });

  it('refreshes the access token before it expires, and keeps the new one', async () => {
    const activity = await makeActivity(w.t, organiser.customer);
    const before = tokenCalls().length;
    const expiresAt = (await rowOf(mini.id)).accessTokenExpiresAt;
    w.t.clock.advance(expiresAt.getTime() - w.t.clock.now().getTime() - 5 * 60_000);
    expect((await code({ activity_id: activity.id, wxaccount_id: mini.id })).code).toBe(200);
    expect(tokenCalls()).toHaveLength(before + 1);
    expect((await rowOf(mini.id)).accessTokenExpiresAt.getTime()).toBeGreaterThan(expiresAt.getTime());
    expect((await code({ activity_id: activity.id, wxaccount_id: mini.id })).code).toBe(200);
    expect(tokenCalls()).toHaveLength(before + 1);
  });

  it('refreshes at once when WeChat refuses an access token before its time, and makes the code', async () => {
    const activity = await makeActivity(w.t, organiser.customer);
    const row = await rowOf(mini.id);
    const stale = w.t.deps.secrets.seal('authorizer_access_stale', tokenContext(row, 'access'));
    await w.t.deps.db.update(wxAccounts).set({ accessToken: stale }).where(eq(wxAccounts.id, mini.id));
    const before = tokenCalls().length;
    expect((await code({ activity_id: activity.id, wxaccount_id: mini.id })).code).toBe(200);
    expect(tokenCalls()).toHaveLength(before + 1);
  });

  it("refuses an official account, another organiser's account or activity, and a page WeChat does not have", async () => {
    const activity = await makeActivity(w.t, organiser.customer);
    const service = await w.authorised(organiser.token, '活动服务号');
    expect((await code({ activity_id: activity.id, wxaccount_id: service.id })).msg).toBe(
      '该账号不是小程序，不能生成小程序码',
    );
    const other = await makeCustomer(w.t);
    const theirs = await makeActivity(w.t, other.customer);
    expect((await code({ activity_id: theirs.id, wxaccount_id: mini.id })).msg).toBe('活动不存在');
    expect((await code({ activity_id: theirs.id, wxaccount_id: mini.id }, other)).msg).toBe('公众号不存在');
    expect((await code({ activity_id: activity.id, wxaccount_id: mini.id, page: '/pages/x' })).msg).toBe(
      '小程序页面路径不能以 / 开头',
    );
    expect((await code({ activity_id: activity.id, wxaccount_id: mini.id, width: 100 })).msg).toBe('宽度为280-1280');
    const missing = await code({ activity_id: activity.id, wxaccount_id: mini.id, page: 'pages/none/index' });
    expect(missing.msg).toBe('微信接口调用失败：invalid page（41030）');
  });

  it('asks to authorise again when WeChat no longer knows the refresh token', async () => {
    const activity = await makeActivity(w.t, organiser.customer);
    w.standIn.unauthorizedPush(mini.appid);
    w.t.clock.advance(3 * 3600_000);
    expect((await code({ activity_id: activity.id, wxaccount_id: mini.id })).msg).toBe('公众号授权已失效，请重新授权');
  });
});
