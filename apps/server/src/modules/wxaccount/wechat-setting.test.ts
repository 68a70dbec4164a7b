import { contract } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.js';
import { startWechatApp, type WechatApp } from '../../test/wechat-stand-in/wechat-app.js';
import { makeActivity } from '../activity/activity.factory.js';

const c = contract.wxaccount;
type Account = Awaited<ReturnType<typeof makeCustomer>>;
type Authorised = Awaited<ReturnType<WechatApp['authorised']>>;

describe('choosing the official account an activity signs participants in with', () => {
  let w: WechatApp;
  let organiser: Account;
  let other: Account;
  let service: Authorised;

  beforeAll(async () => {
    w = await startWechatApp();
    organiser = await makeCustomer(w.t);
    other = await makeCustomer(w.t);
    service = await w.authorised(organiser.token, '活动服务号');
  });
  afterAll(() => w.close());

  const save = (who: Account, input: Record<string, unknown>) =>
    w.t.call(c.settingSave, input, { token: who.token }).then((r) => r.body);

  it('saves the account and the way of signing in, and shows it in the activity list', async () => {
    const activity = await makeActivity(w.t, organiser.customer, { title: '安全月答题' });
    expect(
      await save(organiser, { activity_id: activity.id, wxaccount_id: service.id, scope: 'snsapi_base' }),
    ).toMatchObject({
      code: 200,
      data: { activity_id: activity.id, wxaccount_id: service.id, scope: 'snsapi_base' },
    });
    const info = await w.t.call(c.settingInfo, { activity_id: activity.id }, { token: organiser.token });
    expect(info.body.data).toEqual({ activity_id: activity.id, wxaccount_id: service.id, scope: 'snsapi_base' });
    const rows = (await w.t.call(c.settingList, { keywords: '安全月' }, { token: organiser.token })).body.data;
    expect(rows).toMatchObject({ total: 1, list: [{ title: '安全月答题', nickname: '活动服务号', status: 'draft' }] });
  });

  it('clears the choice, so participants join as they did without an account', async () => {
    const activity = await makeActivity(w.t, organiser.customer);
    await save(organiser, { activity_id: activity.id, wxaccount_id: service.id });
    expect((await save(organiser, { activity_id: activity.id, wxaccount_id: 0 })).data).toEqual({
      activity_id: activity.id,
      wxaccount_id: null,
      scope: 'snsapi_userinfo',
    });
  });

  it('refuses accounts WeChat does not let sign people in on web pages', async () => {
    const activity = await makeActivity(w.t, organiser.customer);
    const subscription = await w.authorised(organiser.token, '资讯订阅号');
    const mini = await w.authorised(organiser.token, '活动小程序', 'mini_program');
    for (const account of [subscription, mini]) {
      expect((await save(organiser, { activity_id: activity.id, wxaccount_id: account.id })).msg).toBe(
        '只有已认证的服务号可以用于参与者微信登录',
      );
    }
  });

  it('refuses an account whose authorisation was cancelled in WeChat', async () => {
    const activity = await makeActivity(w.t, other.customer);
    const theirs = await w.authorised(other.token, '活动服务号');
    await w.push(w.standIn.unauthorizedPush(theirs.appid));
    expect((await save(other, { activity_id: activity.id, wxaccount_id: theirs.id })).msg).toBe(
      '公众号授权已失效，请重新授权',
    );
  });

  it("refuses another organiser's account or activity, and a scope WeChat does not have", async () => {
    const mine = await makeActivity(w.t, organiser.customer);
    const theirs = await makeActivity(w.t, other.customer);
    expect((await save(other, { activity_id: theirs.id, wxaccount_id: service.id })).msg).toBe('公众号不存在');
    expect((await save(other, { activity_id: mine.id, wxaccount_id: 0 })).msg).toBe('活动不存在');
    expect((await w.t.call(c.settingInfo, { activity_id: mine.id }, { token: other.token })).body.msg).toBe(
      '活动不存在',
    );
    const scope = await save(organiser, { activity_id: mine.id, wxaccount_id: service.id, scope: 'snsapi_login' });
    expect(scope.msg).toBe('授权方式不正确');
    const rows = (await w.t.call(c.settingList, {}, { token: other.token })).body.data.list;
    expect(rows.every((r) => r.activity_id !== mine.id)).toBe(true);
  });
});
