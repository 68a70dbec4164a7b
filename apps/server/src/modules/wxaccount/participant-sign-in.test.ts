import { contract, type Envelope } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.js';
import { clickThrough } from '../../test/wechat-stand-in/stand-in-browser.js';
import { startWechatApp, type WechatApp } from '../../test/wechat-stand-in/wechat-app.js';
import { participants } from '../activity/index.js';
import { makeLiveActivity } from '../activity/live-activity.factory.js';
import { newDevice } from '../activity/participant.factory.js';

const a = contract.activity;
type Account = Awaited<ReturnType<typeof makeCustomer>>;
type Activity = { id: number; code: string | null };

describe("participants of an activity with an official account sign in as that account's openids", () => {
  let w: WechatApp;
  let organiser: Account;
  let appid: string;
  let accountId: number;

  beforeAll(async () => {
    w = await startWechatApp();
    organiser = await makeCustomer(w.t);
    const account = await w.authorised(organiser.token, '活动服务号');
    appid = account.appid;
    accountId = account.id;
  });
  afterAll(() => w.close());

  const quizWithAccount = async (scope: 'snsapi_base' | 'snsapi_userinfo' = 'snsapi_userinfo') => {
    const activity = await makeLiveActivity(w.t, organiser.customer, 1);
    const input = { activity_id: activity.id, wxaccount_id: accountId, scope };
    await w.t.call(contract.wxaccount.settingSave, input, { token: organiser.token });
    return activity;
  };
  const authorize = async (activity: Activity) => {
    const code = activity.code ?? '';
    const res = await w.t.app.inject({
      method: 'POST',
      url: a.h5WechatAuthorize.path,
      headers: { host: 'localhost' },
      payload: { code, redirect: `/h5/${code}` },
    });
    return res.json() as Envelope<{ url: string; state: string }>;
  };
  /** The phone opens WeChat's sign-in page as `user` and comes back to the activity with a code. */
  const signIn = async (activity: Activity, user: string) => {
    const { data } = await authorize(activity);
    const back = await clickThrough(w.standIn, data.url, user);
    expect(back.searchParams.get('state')).toBe(data.state);
    return back.searchParams.get('code') ?? '';
  };
  const enter = (activity: Activity, wechat_code = '') => {
    const device = newDevice();
    return w.t.call(
      a.h5Enter,
      { code: activity.code ?? '', device_id: device.device_id, wechat_code },
      { ip: device.ip },
    );
  };
  const identities = async (activity: Activity) =>
    (await w.t.deps.db.select().from(participants).where(eq(participants.activityId, activity.id))).map(
      (p) => p.identity,
    );

  it('tells the page that joining takes WeChat, and lets nobody in without it', async () => {
    const quiz = await quizWithAccount();
    expect((await w.t.call(a.h5Info, { code: quiz.code ?? '' })).body.data.needs_wechat).toBe(true);
    expect((await enter(quiz)).body.msg).toBe('请通过微信授权后参与');
    const plain = await makeLiveActivity(w.t, organiser.customer, 1);
    expect((await w.t.call(a.h5Info, { code: plain.code ?? '' })).body.data.needs_wechat).toBe(false);
  });

  it("sends the phone to WeChat's sign-in on the account's behalf, back to the activity's page", async () => {
    const quiz = await quizWithAccount();
    const { data } = await authorize(quiz);
    const url = new URL(data.url);
    expect(url.pathname).toBe('/connect/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      appid,
      scope: 'snsapi_userinfo',
      response_type: 'code',
      state: data.state,
      component_appid: w.t.deps.config.wechatOpen?.componentAppid,
      redirect_uri: `http://localhost/h5/${quiz.code}`,
    });
  });

  it("joins as the account's openid with the WeChat nickname, and the same person comes back as the same participant", async () => {
    const quiz = await quizWithAccount();
    const first = await enter(quiz, await signIn(quiz, '张三'));
    expect(first.body.data).toMatchObject({ name: '张三' });
    const again = await enter(quiz, await signIn(quiz, '张三'));
    expect(again.body.data).toMatchObject({ id: first.body.data.id, ticket: first.body.data.ticket });
    const other = await enter(quiz, await signIn(quiz, '李四'));
    expect(other.body.data.id).not.toBe(first.body.data.id);
    expect(await identities(quiz)).toEqual([
      `wechat:${w.standIn.openidOf(appid, 'zhang')}`,
      `wechat:${w.standIn.openidOf(appid, 'li')}`,
    ]);
  });

  it('signs in silently with snsapi_base: the openid without a nickname', async () => {
    const quiz = await quizWithAccount('snsapi_base');
    const res = await enter(quiz, await signIn(quiz, '张三'));
    expect(res.body.data.name).toBe('');
    expect(await identities(quiz)).toEqual([`wechat:${w.standIn.openidOf(appid, 'zhang')}`]);
  });

  it('refuses a sign-in code used twice', async () => {
    const quiz = await quizWithAccount();
    const code = await signIn(quiz, '张三');
    expect((await enter(quiz, code)).body.code).toBe(200);
    expect((await enter(quiz, code)).body.msg).toBe('微信授权已过期，请重新授权');
  });

  it('keeps the platform sign-in for an activity without an account', async () => {
    const plain = await makeLiveActivity(w.t, organiser.customer, 1);
    expect((await authorize(plain)).data.url).toMatch(/^http:\/\/localhost\/h5\/.*code=offline-/);
    expect((await enter(plain, 'offline-abc')).body.code).toBe(200);
    expect((await identities(plain))[0]).toMatch(/^wechat:offline-/);
  });

  it('tells participants to ask the organiser once the account is cancelled in WeChat', async () => {
    const quiz = await quizWithAccount();
    await w.push(w.standIn.unauthorizedPush(appid));
    expect((await authorize(quiz)).msg).toBe('活动的公众号授权已失效，请联系主办方');
    expect((await enter(quiz, 'code_any')).body.msg).toBe('活动的公众号授权已失效，请联系主办方');
  });
});
