import { contract } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { Account } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { makeLiveActivity } from '../activity/live-activity.factory.js';
import { newDevice } from '../activity/participant.factory.js';
import { makeCandidates, makeLiveVote } from './vote.factory.js';

const v = contract.vote;

describe('a vote page and its rules', () => {
  const { t, organiser, other } = organiserApp({ other: true });

  const as = (a: Account) => ({ token: a.token });
  const newVote = () => makeLiveVote(t, organiser.customer);

  it('offers the page layouts', async () => {
    const res = await t.call(v.template, {}, as(organiser));
    expect(res.body.data.map((l) => l.key)).toEqual(['grid', 'list', 'rank']);
    expect(res.body.data[0]).toMatchObject({ name: '双列卡片' });
  });

  it('answers the default settings and empty totals of a new vote', async () => {
    const vote = await newVote();
    const res = await t.call(v.site, { activity_id: vote.id }, as(organiser));
    expect(res.body.data).toMatchObject({
      activity_id: vote.id,
      signup_fields: [],
      identity: 'device',
      totals: { candidates: 0, votes: 0, voters: 0 },
    });
    expect(res.body.data.settings).toMatchObject({ votes_per_day: 3, layout: 'grid', gate: { enabled: false } });
  });

  it('saves the page and sign-up fields but keeps the gate and quota_since', async () => {
    const gate = { enabled: true, question: '1+1=?', options: ['1', '2'], answer: 1 };
    const vote = await makeLiveVote(t, organiser.customer, { gate, quota_since: '2026-06-01T00:00:00.000Z' });
    const settings = { rules: '每天3票', layout: 'list', votes_per_day: 5, show_votes: false };
    const res = await t.call(
      v.page,
      { activity_id: vote.id, settings, signup_fields: [{ key: 'name', required: true }] },
      as(organiser),
    );
    expect(res.body.data.settings).toMatchObject({ ...settings, gate, quota_since: '2026-06-01T00:00:00.000Z' });
    expect(res.body.data.signup_fields).toEqual([{ key: 'name', required: true }]);
    const again = await t.call(v.site, { activity_id: vote.id }, as(organiser));
    expect(again.body.data).toEqual(res.body.data);
  });

  it('saves who a voter is, and then a voter proves the phone by SMS before voting', async () => {
    const vote = await newVote();
    const res = await t.call(v.page, { activity_id: vote.id, settings: {}, identity: 'phone' }, as(organiser));
    expect(res.body.data.identity).toBe('phone');
    const shown = (await t.call(contract.activity.h5Info, { code: vote.code ?? '' })).body.data;
    expect(shown).toMatchObject({ identity: 'phone', signup_fields: [{ key: 'phone', required: true }] });
    const device = newDevice();
    const typed = await t.call(
      contract.activity.h5Enter,
      { code: vote.code ?? '', device_id: device.device_id, password: '', fields: { phone: '13800000001' } },
      { ip: device.ip },
    );
    expect(typed.body).toMatchObject({ code: 400, error: 'H5_SMS_CODE_REQUIRED' });
    const back = await t.call(v.page, { activity_id: vote.id, settings: {} }, as(organiser));
    expect(back.body.data.identity).toBe('device');
  });

  it('saves the gate question, and refuses one without options', async () => {
    const vote = await newVote();
    const gate = { enabled: true, question: '我们的口号？', options: ['A', 'B', 'C'], answer: 2 };
    const res = await t.call(v.gk, { activity_id: vote.id, gate }, as(organiser));
    expect(res.body.data.settings.gate).toEqual(gate);
    const bad = await t.call(
      v.gk,
      { activity_id: vote.id, gate: { ...gate, options: ['A'], answer: 0 } },
      as(organiser),
    );
    expect(bad.body).toMatchObject({ code: 400, msg: '关卡题至少需要2个选项' });
    const noQuestion = await t.call(v.gk, { activity_id: vote.id, gate: { ...gate, question: '' } }, as(organiser));
    expect(noQuestion.body).toMatchObject({ code: 400, msg: '请输入关卡题目' });
  });

  it('refuses bad page settings with the contract message', async () => {
    const vote = await newVote();
    const res = await t.call(v.page, { activity_id: vote.id, settings: { theme_color: 'red' } }, as(organiser));
    expect(res.body).toMatchObject({ code: 400, msg: '颜色格式不正确' });
  });

  it('refuses a survey that is not a vote', async () => {
    const survey = await makeLiveActivity(t, organiser.customer, 4, { form: 'survey' });
    const res = await t.call(v.site, { activity_id: survey.id }, as(organiser));
    expect(res.body).toMatchObject({ code: 400, msg: '该活动不是投票活动' });
  });

  it('keeps another organiser out of the page, gate and candidates', async () => {
    const vote = await newVote();
    await makeCandidates(t, organiser.token, vote.id, 1);
    for (const res of [
      await t.call(v.site, { activity_id: vote.id }, as(other)),
      await t.call(v.page, { activity_id: vote.id, settings: {} }, as(other)),
      await t.call(v.gk, { activity_id: vote.id, gate: { enabled: false } }, as(other)),
      await t.call(v.list, { activity_id: vote.id }, as(other)),
      await t.call(v.add, { activity_id: vote.id, name: '张三' }, as(other)),
    ]) {
      expect(res.body).toMatchObject({ code: 600, msg: '活动不存在' });
    }
  });
});
