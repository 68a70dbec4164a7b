import { activityKind, contract } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { makeTenant } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { makeActivity } from '../activity/activity.factory.js';
import { activityRepository } from '../activity/index.js';

const { screen } = contract;

describe('big screens opened by passcode', () => {
  const { t, organiser, other } = organiserApp({ other: true });

  const lottery = () => makeActivity(t, organiser.customer, { kind: activityKind.lottery });
  const passcode = (activityId: number, extra: Record<string, unknown> = {}, account = organiser) =>
    t.call(screen.passcode, { activity_id: activityId, ...extra }, { token: account.token });
  const open = (pwd: string, opts: { ip?: string; host?: string } = {}) => t.call(screen.open, { pwd }, opts);

  it("gives the organiser one six-digit passcode per activity that opens the activity's screen", async () => {
    const activity = await lottery();
    const first = await passcode(activity.id);
    expect(first.body.code).toBe(200);
    expect(first.body.data.pwd).toMatch(/^\d{6}$/);
    expect(first.body.data.screen_path).toBe(`/screen/lottery/${activity.code}`);
    expect((await passcode(activity.id)).body.data.pwd).toBe(first.body.data.pwd);
    const opened = await open(first.body.data.pwd);
    expect(opened.body).toMatchObject({
      code: 200,
      data: { screen_path: `/screen/lottery/${activity.code}`, title: activity.title },
    });
  });

  it('opens the interactive quiz screen too, and makes a new passcode on reset that retires the old one', async () => {
    const activity = await makeActivity(t, organiser.customer, { kind: activityKind.siteInteraction });
    const old = (await passcode(activity.id)).body.data.pwd;
    const renewed = await passcode(activity.id, { reset: 1 });
    expect(renewed.body.data.pwd).not.toBe(old);
    expect((await open(renewed.body.data.pwd)).body.data.screen_path).toBe(`/screen/interactive/${activity.code}`);
    expect((await open(old, { ip: '10.0.0.1' })).body).toMatchObject({ code: 400, msg: '大屏口令不正确' });
  });

  it('refuses kinds without a big screen, and keeps other organisers out', async () => {
    const survey = await makeActivity(t, organiser.customer, { kind: activityKind.survey });
    expect((await passcode(survey.id)).body).toMatchObject({ code: 400, msg: '该活动没有大屏' });
    const mine = await lottery();
    expect((await passcode(mine.id, {}, other)).body).toMatchObject({ code: 600, msg: '活动不存在' });
    expect((await passcode(mine.id, { reset: 'yes' })).body.code).toBe(400);
  });

  it("stops opening a deleted activity's screen, and another site's passcodes open nothing here", async () => {
    const activity = await lottery();
    const { pwd } = (await passcode(activity.id)).body.data;
    await makeTenant(t, { code: 'screen-other', hosts: ['screen-other.test'] });
    expect((await open(pwd, { host: 'screen-other.test', ip: '10.0.0.2' })).body.msg).toBe('大屏口令不正确');
    await activityRepository(t.deps.db).update(
      { tenantId: organiser.customer.tenantId, customerId: organiser.customer.id },
      activity.id,
      { deletedAt: new Date() },
    );
    expect((await open(pwd, { ip: '10.0.0.2' })).body.msg).toBe('大屏口令不正确');
  });

  it('asks for six digits, and makes an address that guessed wrong ten times wait, even with the right passcode', async () => {
    expect((await open('12ab')).body).toMatchObject({ code: 400, msg: '请输入6位大屏口令' });
    const { pwd } = (await passcode((await lottery()).id)).body.data;
    const wrong = pwd === '000000' ? '000001' : '000000';
    for (let i = 0; i < 10; i += 1) expect((await open(wrong, { ip: '10.0.0.9' })).body.msg).toBe('大屏口令不正确');
    expect((await open(pwd, { ip: '10.0.0.9' })).body.msg).toBe('操作太频繁，请稍后再试');
    expect((await open(pwd, { ip: '10.0.0.10' })).body.code).toBe(200);
    t.clock.advance(61_000);
    expect((await open(pwd, { ip: '10.0.0.9' })).body.code).toBe(200);
  });
});
