import { contract, trialLimits } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { makeStaff } from '../access/role.factory.js';
import { makeActivity } from './activity.factory.js';
import { participants } from './activity.table.js';

const { info, save, setPassword, updateQrcodeStyle, saveNoPublishIcon, remove, list } = contract.activity;

describe('an activity’s settings', () => {
  const { t, organiser, other } = organiserApp({ other: true });

  const activity = () => makeActivity(t, organiser.customer, { title: '党史学习教育答题' });
  const as = (token: string) => ({ token });

  it('shows an activity with its link, default QR style and trial participants left', async () => {
    const row = await activity();
    await t.deps.db.insert(participants).values(
      [1, 2, 3].map((n) => ({
        tenantId: row.tenantId,
        customerId: row.customerId,
        activityId: row.id,
        identity: `device:device-${n}-of-${row.id}`,
        ticket: `ticket-${n}-of-activity-${row.id}`,
        deviceId: `device-${n}`,
        trial: n !== 3,
      })),
    );
    const res = await t.call(info, { activity_id: row.id }, as(organiser.token));
    expect(res.body.data).toMatchObject({
      id: row.id,
      title: '党史学习教育答题',
      status: 'draft',
      code: row.code,
      link: `/h5/${row.code}`,
      password: '',
      no_publish_icon: 1,
      published_at: null,
      qrcode_style: { fg_color: '#000000', bg_color: '#ffffff', dot_style: 'square', logo: '' },
      trial_left: trialLimits.participants - 2,
    });
  });

  it('saves the base information and its time window', async () => {
    const row = await activity();
    const input = {
      activity_id: row.id,
      title: '  五月安全答题  ',
      cover: '/uploads/cover.png',
      description: '规则说明',
      start_time: '2026-06-01T08:00:00+08:00',
      end_time: '2026-06-30T20:00:00+08:00',
    };
    expect((await t.call(save, input, as(organiser.token))).body.code).toBe(200);
    expect((await t.call(info, { activity_id: row.id }, as(organiser.token))).body.data).toMatchObject({
      title: '五月安全答题',
      cover: '/uploads/cover.png',
      description: '规则说明',
      start_time: '2026-06-01T00:00:00.000Z',
      end_time: '2026-06-30T12:00:00.000Z',
    });
    const cleared = await t.call(save, { activity_id: row.id, title: '无时间限制' }, as(organiser.token));
    expect(cleared.body.data).toMatchObject({ start_time: null, end_time: null, cover: '', description: '' });
  });

  it('refuses an end time not after the start, and keeps what was saved', async () => {
    const row = await activity();
    const input = { activity_id: row.id, title: '新名字', start_time: '2026-06-02T00:00:00Z' };
    for (const end_time of ['2026-06-02T00:00:00Z', '2026-06-01T00:00:00Z']) {
      const res = await t.call(save, { ...input, end_time }, as(organiser.token));
      expect(res.body).toMatchObject({ code: 400, msg: '结束时间须晚于开始时间' });
    }
    expect((await t.call(info, { activity_id: row.id }, as(organiser.token))).body.data.title).toBe('党史学习教育答题');
  });

  it.each([
    [{ title: '' }, '请输入活动名称'],
    [{ title: '长'.repeat(51) }, '活动名称不能超过50个字'],
    [{ title: '名字', start_time: 'tomorrow' }, '时间格式错误'],
  ])('refuses saving %o with %s', async (fields, msg) => {
    const row = await activity();
    const res = await t.call(save, { activity_id: row.id, ...fields }, as(organiser.token));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, msg });
  });

  it('sets and clears the password, refusing one that is not letters and digits', async () => {
    const row = await activity();
    const set = await t.call(setPassword, { activity_id: row.id, password: 'Ab12' }, as(organiser.token));
    expect(set.body.data.password).toBe('Ab12');
    const bad = await t.call(setPassword, { activity_id: row.id, password: '12 34' }, as(organiser.token));
    expect(bad.body).toMatchObject({ code: 400, msg: '密码为1-12位字母或数字' });
    const cleared = await t.call(setPassword, { activity_id: row.id, password: '' }, as(organiser.token));
    expect(cleared.body.data.password).toBe('');
  });

  it('saves the QR code style, refusing a bad colour', async () => {
    const row = await activity();
    const style = { fg_color: '#123abc', bg_color: '#fefefe', dot_style: 'dots', logo: '/uploads/logo.png' };
    await t.call(updateQrcodeStyle, { activity_id: row.id, ...style }, as(organiser.token));
    expect((await t.call(info, { activity_id: row.id }, as(organiser.token))).body.data.qrcode_style).toEqual(style);
    const bad = await t.call(updateQrcodeStyle, { activity_id: row.id, fg_color: 'red' }, as(organiser.token));
    expect(bad.body).toMatchObject({ code: 400, msg: '颜色格式错误' });
  });

  it('turns the “not published” badge off and on', async () => {
    const row = await activity();
    const off = await t.call(saveNoPublishIcon, { activity_id: row.id, no_publish_icon: 0 }, as(organiser.token));
    expect(off.body.data.no_publish_icon).toBe(0);
    const on = await t.call(saveNoPublishIcon, { activity_id: row.id, no_publish_icon: '1' }, as(organiser.token));
    expect(on.body.data.no_publish_icon).toBe(1);
    const bad = await t.call(saveNoPublishIcon, { activity_id: row.id, no_publish_icon: 2 }, as(organiser.token));
    expect(bad.body.code).toBe(400);
  });

  it('deletes an activity: gone from the list and from its settings', async () => {
    const row = await activity();
    expect((await t.call(remove, { activity_id: row.id }, as(organiser.token))).body).toMatchObject({
      code: 200,
      data: null,
    });
    expect((await t.call(info, { activity_id: row.id }, as(organiser.token))).body.code).toBe(600);
    const ids = (await t.call(list, { limit: 100 }, as(organiser.token))).body.data.list.map((a) => a.id);
    expect(ids).not.toContain(row.id);
    expect((await t.call(remove, { activity_id: row.id }, as(organiser.token))).body.code).toBe(600);
  });

  it('lets staff delete only when their role grants activity.delete', async () => {
    const row = await activity();
    const viewer = await makeStaff(t, organiser, { pages: ['activity/manage'] });
    const refused = await t.call(remove, { activity_id: row.id }, as(viewer.token));
    expect(refused.body).toMatchObject({ code: 400, msg: '没有权限进行此操作', error: 'AUTH_FORBIDDEN' });
    expect((await t.call(info, { activity_id: row.id }, as(viewer.token))).body.data.id).toBe(row.id);
    const manager = await makeStaff(t, organiser, { pages: ['activity/manage'], actions: ['activity.delete'] });
    expect((await t.call(remove, { activity_id: row.id }, as(manager.token))).body.code).toBe(200);
    expect((await t.call(info, { activity_id: row.id }, as(organiser.token))).body.code).toBe(600);
  });

  it('answers another organiser’s activity as not found (code 600) and changes nothing', async () => {
    const row = await activity();
    const id = { activity_id: row.id };
    const calls = [
      t.call(info, id, as(other.token)),
      t.call(save, { ...id, title: '偷改' }, as(other.token)),
      t.call(setPassword, { ...id, password: 'x1' }, as(other.token)),
      t.call(updateQrcodeStyle, { ...id, fg_color: '#ff0000' }, as(other.token)),
      t.call(saveNoPublishIcon, { ...id, no_publish_icon: 0 }, as(other.token)),
      t.call(remove, id, as(other.token)),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 600, msg: '活动不存在' });
    }
    expect((await t.call(info, id, as(organiser.token))).body.data).toMatchObject({
      title: '党史学习教育答题',
      password: '',
      no_publish_icon: 1,
    });
  });
});
