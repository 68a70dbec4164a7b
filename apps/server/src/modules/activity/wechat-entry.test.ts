import { contract, type Envelope } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { mergeVoteSettings } from '../vote/index.js';
import { makeCandidates, makeLiveVote } from '../vote/vote.factory.js';
import { participants } from './activity.table.js';
import { makeLiveActivity } from './live-activity.factory.js';
import { enterAs, newDevice } from './participant.factory.js';

const a = contract.activity;
type Activity = { id: number; code: string | null };

describe('joining through WeChat', () => {
  const { t, organiser } = organiserApp({ env: { TRUST_PROXY: 'loopback' } });

  const wechatVote = () => makeLiveVote(t, organiser.customer, { require_wechat: true });
  const enter = (activity: Activity, input: { wechat_code?: string; fields?: Record<string, string> } = {}) => {
    const device = newDevice();
    return t.call(a.h5Enter, { code: activity.code ?? '', device_id: device.device_id, ...input }, { ip: device.ip });
  };
  const identitiesOf = async (activity: Activity) =>
    (await t.deps.db.select().from(participants).where(eq(participants.activityId, activity.id))).map(
      (p) => p.identity,
    );
  const authorize = async (code: string, redirect: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: a.h5WechatAuthorize.path,
      headers: { host: 'localhost', ...headers },
      payload: { code, redirect },
    });
    return res.json() as Envelope<{ url: string; state: string }>;
  };

  it('tells the page when joining takes WeChat, and only for a vote that asks for it', async () => {
    const needs = async (activity: Activity) =>
      (await t.call(a.h5Info, { code: activity.code ?? '' })).body.data.needs_wechat;
    expect(await needs(await wechatVote())).toBe(true);
    expect(await needs(await makeLiveVote(t, organiser.customer))).toBe(false);
    const survey = await makeLiveActivity(t, organiser.customer, 4, { form: 'survey', vote: { require_wechat: true } });
    expect(await needs(survey)).toBe(false);
  });

  it('refuses to let anyone in without a WeChat sign-in, and writes nobody', async () => {
    const vote = await wechatVote();
    const res = await enter(vote, { fields: {} });
    expect(res.body).toMatchObject({ code: 400, msg: '请通过微信授权后参与' });
    expect(await identitiesOf(vote)).toEqual([]);
  });

  it('lets a WeChat account in under its openid and its nickname', async () => {
    const vote = await wechatVote();
    const res = await enter(vote, { wechat_code: 'code-a' });
    expect(res.body.code).toBe(200);
    expect(res.body.data.name).toBe('微信测试用户');
    const openid = (await t.deps.wechat.identify('code-a')).openid;
    expect(await identitiesOf(vote)).toEqual([`wechat:${openid}`]);
  });

  it('gives the same WeChat account the same ticket from another phone, and another account its own', async () => {
    const vote = await wechatVote();
    const first = (await enter(vote, { wechat_code: 'same-code' })).body.data;
    const again = (await enter(vote, { wechat_code: 'same-code' })).body.data;
    const other = (await enter(vote, { wechat_code: 'other-code' })).body.data;
    expect(again).toMatchObject({ id: first.id, ticket: first.ticket });
    expect(other.id).not.toBe(first.id);
    expect(await identitiesOf(vote)).toHaveLength(2);
  });

  it('keeps the WeChat account as the participant when the sign-up form gives a phone and a name', async () => {
    const vote = await makeLiveActivity(t, organiser.customer, 4, {
      form: 'vote',
      vote: { require_wechat: true },
      signup_fields: [
        { key: 'name', required: true },
        { key: 'phone', required: true },
      ],
    });
    const fields = { name: '李四', phone: '13800000009' };
    const one = await enter(vote, { wechat_code: 'phone-a', fields });
    const two = await enter(vote, { wechat_code: 'phone-b', fields });
    expect(one.body.data).toMatchObject({ name: '李四', phone: '13800000009' });
    expect(two.body.data.id).not.toBe(one.body.data.id);
    expect((await identitiesOf(vote)).every((i) => i.startsWith('wechat:'))).toBe(true);
    expect((await enter(vote, { wechat_code: 'phone-c', fields: { name: '王五' } })).body.msg).toMatch(/手机号/);
  });

  it('lets a WeChat voter vote while a voter who came in by device is refused', async () => {
    const vote = await makeLiveVote(t, organiser.customer);
    const [candidate] = await makeCandidates(t, organiser.token, vote.id, 1);
    const byDevice = await enterAs(t, vote);
    await mergeVoteSettings(t.deps.db, vote.id, { require_wechat: true });
    const byWechat = await enterAs(t, vote, { wechatCode: 'voter-code' });
    const cast = async (ticket: string) =>
      (await t.call(contract.vote.h5Cast, { ticket, candidate_id: candidate!.id }, { ip: newDevice().ip })).body;
    expect((await cast(byWechat.ticket)).data).toMatchObject({ votes: 1 });
    expect((await cast(byDevice.ticket)).msg).toBe('请在微信中打开参与投票');
  });

  it('sends the page to a consent address that comes back to /h5/<code> on the caller’s site with a code and the state', async () => {
    const vote = await wechatVote();
    const code = vote.code ?? '';
    const res = await authorize(code, `/h5/${code}`, {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'vote.example.com',
    });
    expect(res.code).toBe(200);
    const back = new URL(res.data.url);
    expect(`${back.origin}${back.pathname}`).toBe(`https://vote.example.com/h5/${code}`);
    expect(back.searchParams.get('state')).toBe(res.data.state);
    expect(res.data.state.length).toBeGreaterThanOrEqual(16);
    const given = back.searchParams.get('code') ?? '';
    expect(given).toMatch(/^offline-/);
    expect((await enter(vote, { wechat_code: given })).body.code).toBe(200);
    expect((await authorize(code, `/h5/${code}`)).data.state).not.toBe(res.data.state);
  });

  it('refuses to send the page anywhere but a participant page of this site, or for an unknown activity', async () => {
    const vote = await wechatVote();
    const code = vote.code ?? '';
    for (const redirect of ['https://evil.example/h5/x', '//evil.example/h5/x', '/api/h5/enter', '/h5/a b', '/h5\\x']) {
      expect((await authorize(code, redirect)).msg, redirect).toBe('回跳地址不正确');
    }
    expect((await authorize('Unknown1234', '/h5/Unknown1234')).msg).toBe('活动不存在或已下线');
  });
});
