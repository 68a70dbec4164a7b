import { contract } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.js';
import { startWechatApp, type WechatApp } from '../../test/wechat-stand-in/wechat-app.js';
import { makeActivity } from '../activity/activity.factory.js';
import { wxAccounts } from './wxaccount.table.js';

const c = contract.wxaccount;
type Account = Awaited<ReturnType<typeof makeCustomer>>;

describe('authorised official accounts', () => {
  let w: WechatApp;
  let organiser: Account;
  let other: Account;

  beforeAll(async () => {
    w = await startWechatApp();
    organiser = await makeCustomer(w.t);
    other = await makeCustomer(w.t);
  });
  afterAll(() => w.close());

  const list = async (who: Account) => (await w.t.call(c.list, {}, { token: who.token })).body.data;

  it("authorises an official account through WeChat's consent page and lists it", async () => {
    const account = await w.authorised(organiser.token, '活动服务号');
    expect(account).toMatchObject({
      appid: 'wx5a1e0c0000000001',
      nickname: '活动服务号',
      kind: 'official',
      service_type: 2,
      verified: true,
      can_sign_in: true,
      user_name: 'gh_5a1e0c000001',
      status: 'authorized',
      activity_count: 0,
    });
    expect((await list(organiser)).list.map((a) => a.nickname)).toEqual(['活动服务号']);
  });

  it('sends the organiser to the consent page with a pre-auth code, coming back to /function/authorized_add', async () => {
    const { url } = (await w.t.call(c.authUrl, { kind: 'official' }, { token: organiser.token })).body.data;
    const consent = new URL(url);
    expect(consent.pathname).toBe('/cgi-bin/componentloginpage');
    expect(consent.searchParams.get('auth_type')).toBe('1');
    expect(consent.searchParams.get('pre_auth_code')).toMatch(/^preauthcode_/);
    const back = new URL(consent.searchParams.get('redirect_uri') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost/function/authorized_add');
    expect(back.searchParams.get('state')).not.toBe('');
  });

  it('keeps the tokens sealed: the database never holds them as WeChat gave them', async () => {
    const [row] = await w.t.deps.db.select().from(wxAccounts).where(eq(wxAccounts.customerId, organiser.customer.id));
    expect(row?.refreshToken).toMatch(/^v1\./);
    expect(row?.accessToken).toMatch(/^v1\./);
    expect(`${row?.refreshToken}${row?.accessToken}`).not.toMatch(/refreshtoken_|authorizer_access_/);
  });

  it('updates the account when it is authorised again, and lists mini-programs apart', async () => {
    await w.authorised(organiser.token, '活动服务号');
    await w.authorised(organiser.token, '活动小程序', 'mini_program');
    expect((await list(organiser)).total).toBe(2);
    const minis = (await w.t.call(c.list, { kind: 'mini_program' }, { token: organiser.token })).body.data;
    expect(minis.list).toMatchObject([{ nickname: '活动小程序', kind: 'mini_program', can_sign_in: false }]);
  });

  it('says a subscription account cannot sign participants in', async () => {
    const account = await w.authorised(organiser.token, '资讯订阅号');
    expect(account).toMatchObject({ service_type: 0, verified: false, can_sign_in: false });
  });

  it('refuses a consent that comes back to another organiser, forged, or too late', async () => {
    const { url } = (await w.t.call(c.authUrl, {}, { token: organiser.token })).body.data;
    const back = new URL(new URL(url).searchParams.get('redirect_uri') ?? '');
    const state = back.searchParams.get('state') ?? '';
    const refused = async (who: Account, input: { state: string; auth_code?: string }) =>
      (await w.t.call(c.authCallback, { auth_code: 'queryauthcode_x', ...input }, { token: who.token })).body;
    expect(await refused(other, { state })).toMatchObject({ code: 400, msg: '授权链接已失效，请重新发起授权' });
    expect((await refused(organiser, { state: 'v1.forged' })).msg).toBe('授权链接已失效，请重新发起授权');
    w.t.clock.advance(41 * 60_000);
    expect((await refused(organiser, { state })).msg).toBe('授权链接已失效，请重新发起授权');
    expect((await list(other)).total).toBe(0);
  });

  it('refuses an auth code WeChat does not know, and asks for the code and the state', async () => {
    const { url } = (await w.t.call(c.authUrl, {}, { token: organiser.token })).body.data;
    const state = new URL(new URL(url).searchParams.get('redirect_uri') ?? '').searchParams.get('state') ?? '';
    const res = await w.t.call(c.authCallback, { auth_code: 'made-up', state }, { token: organiser.token });
    expect(res.body.msg).toBe('微信授权已过期，请重新授权');
    expect((await w.t.call(c.authCallback, { state }, { token: organiser.token })).body.msg).toBe('授权码缺失');
    expect((await w.t.call(c.authUrl, { kind: 'channel' }, { token: organiser.token })).body.msg).toBe(
      '账号类型不正确',
    );
  });

  it("keeps one organiser's accounts from another", async () => {
    const mine = (await list(organiser)).list[0]!;
    expect((await w.t.call(c.detail, { id: mine.id }, { token: other.token })).body.msg).toBe('公众号不存在');
    expect((await w.t.call(c.remove, { id: mine.id }, { token: other.token })).body.msg).toBe('公众号不存在');
    expect((await w.t.call(c.detail, { id: mine.id }, { token: organiser.token })).body.code).toBe(200);
  });

  it('refuses to remove an account an activity signs in with, naming the activity, then removes it once freed', async () => {
    const account = await w.authorised(organiser.token, '活动服务号');
    const activity = await makeActivity(w.t, organiser.customer, { title: '春季知识竞赛' });
    const choose = (wxaccount_id: number) =>
      w.t.call(c.settingSave, { activity_id: activity.id, wxaccount_id }, { token: organiser.token });
    expect((await choose(account.id)).body.code).toBe(200);
    const detail = (await w.t.call(c.detail, { id: account.id }, { token: organiser.token })).body.data;
    expect(detail).toMatchObject({ activity_count: 1, activities: [{ id: activity.id, title: '春季知识竞赛' }] });
    const refused = await w.t.call(c.remove, { id: account.id }, { token: organiser.token });
    expect(refused.body).toMatchObject({
      code: 400,
      msg: '该公众号正被活动「春季知识竞赛」用于微信登录，请先在公众号设置中为这些活动更换公众号',
    });
    expect((await list(organiser)).list.some((a) => a.id === account.id)).toBe(true);
    await choose(0);
    expect((await w.t.call(c.remove, { id: account.id }, { token: organiser.token })).body).toMatchObject({
      code: 200,
      data: null,
    });
    expect((await list(organiser)).list.some((a) => a.id === account.id)).toBe(false);
  });

  it('marks an account cancelled in WeChat, and authorising it again restores it', async () => {
    const account = await w.authorised(organiser.token, '活动服务号');
    const res = await w.push(w.standIn.unauthorizedPush(account.appid));
    expect(res.body).toBe('success');
    const status = async () =>
      (await w.t.call(c.detail, { id: account.id }, { token: organiser.token })).body.data.status;
    expect(await status()).toBe('unauthorized');
    await w.authorised(organiser.token, '活动服务号');
    expect(await status()).toBe('authorized');
  });
});
