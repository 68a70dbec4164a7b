import { contract, type QuizSettingsInput } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { Account } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { makeActivity } from './activity.factory.js';
import { makeLiveQuiz } from './live-quiz.factory.js';
import { enterAs, newDevice, signedDeviceFor } from './participant.factory.js';

const ac = contract.antiCheat;
const a = contract.activity;
type Activity = Awaited<ReturnType<typeof makeLiveQuiz>>;

const phoneForm: QuizSettingsInput = {
  signup_fields: [
    { key: 'name', required: true },
    { key: 'phone', required: true },
  ],
};

describe('anti-cheat', () => {
  const { t, organiser, other } = organiserApp({ other: true });

  const as = (account: Account = organiser) => ({ token: account.token });
  const quiz = (settings: QuizSettingsInput = {}) => makeLiveQuiz(t, organiser.customer, settings);
  const configure = (activity: Activity, settings: Record<string, unknown>) =>
    t.call(ac.setting, { activity_id: activity.id, ...settings }, as());
  const enter = (activity: Activity, deviceId: string, ip: string, fields: Record<string, string> = {}) =>
    t.call(a.h5Enter, { code: activity.code ?? '', device_id: deviceId, fields }, { ip });
  const uniq = async (activity: Activity) => (await t.call(ac.uniqStr, { code: activity.code ?? '' })).body.data.uniq;
  const stateOf = (ticket: string) => t.call(contract.quiz.h5State, { ticket });

  describe('settings and bans for the organiser', () => {
    it('answers everything off before any settings are saved, then the saved ones', async () => {
      const activity = await quiz();
      const before = await t.call(ac.info, { activity_id: activity.id }, as());
      expect(before.body.data).toEqual({
        settings: { signed_device: false, one_device_per_phone: false, ip_day_max: 0 },
        banned: [],
      });
      const saved = await configure(activity, { signed_device: true, one_device_per_phone: true, ip_day_max: 5 });
      expect(saved.body.data).toEqual({ signed_device: true, one_device_per_phone: true, ip_day_max: 5 });
      await configure(activity, { ip_day_max: 2 });
      expect((await t.call(ac.info, { activity_id: activity.id }, as())).body.data.settings).toEqual({
        signed_device: false,
        one_device_per_phone: false,
        ip_day_max: 2,
      });
    });

    it('keeps another organiser out, refuses other kinds of activity and malformed input', async () => {
      const activity = await quiz();
      const player = await enterAs(t, activity);
      const input = { activity_id: activity.id, participant_id: player.id };
      for (const res of [
        await t.call(ac.info, { activity_id: activity.id }, as(other)),
        await t.call(ac.setting, { activity_id: activity.id, ip_day_max: 1 }, as(other)),
        await t.call(ac.ban, input, as(other)),
        await t.call(ac.unban, input, as(other)),
      ]) {
        expect(res.body).toMatchObject({ code: 600, msg: '活动不存在' });
      }
      const vote = await makeActivity(t, organiser.customer, { kind: 2 });
      expect((await t.call(ac.info, { activity_id: vote.id }, as())).body).toMatchObject({
        code: 400,
        msg: '该设置不适用于此类活动',
      });
      const negative = await configure(activity, { ip_day_max: -1 });
      expect(negative.body.code).toBe(400);
      const long = await t.call(ac.ban, { ...input, reason: '刷'.repeat(101) }, as());
      expect(long.body).toMatchObject({ code: 400, msg: '原因不能超过100个字' });
      const elsewhere = await enterAs(t, await quiz());
      for (const res of [
        await t.call(ac.ban, { activity_id: activity.id, participant_id: elsewhere.id }, as()),
        await t.call(ac.unban, { activity_id: activity.id, participant_id: elsewhere.id }, as()),
      ]) {
        expect(res.body).toMatchObject({ code: 400, msg: '参与者不存在' });
      }
    });

    it('bans a participant: listed with the reason, their ticket and entry refused, until unbanned', async () => {
      const activity = await quiz(phoneForm);
      const device = newDevice();
      const fields = { name: '张三', phone: '13800000021' };
      const player = await enterAs(t, activity, { device, fields });
      const bystander = await enterAs(t, activity, { fields: { name: '李四', phone: '13800000022' } });
      const banned = await t.call(
        ac.ban,
        { activity_id: activity.id, participant_id: player.id, reason: '代答' },
        as(),
      );
      expect(banned.body.data).toMatchObject({ participant_id: player.id, name: '张三', reason: '代答' });
      const info = await t.call(ac.info, { activity_id: activity.id }, as());
      expect(info.body.data.banned).toEqual([
        {
          participant_id: player.id,
          name: '张三',
          phone: '13800000021',
          unit: '',
          reason: '代答',
          banned_at: t.clock.now().toISOString(),
        },
      ]);
      expect((await stateOf(player.ticket)).body).toMatchObject({ code: 400, msg: '你已被主办方禁止参与本活动' });
      // The ban binds to the seat (this device), not to the number typed in the form.
      const signed = await signedDeviceFor(t, activity.code!, device);
      expect((await enter(activity, signed, device.ip, { ...fields, phone: '13800000029' })).body.msg).toBe(
        '你已被主办方禁止参与本活动',
      );
      expect((await stateOf(bystander.ticket)).body.code).toBe(200);

      expect((await t.call(ac.unban, { activity_id: activity.id, participant_id: player.id }, as())).body.code).toBe(
        200,
      );
      expect((await t.call(ac.info, { activity_id: activity.id }, as())).body.data.banned).toEqual([]);
      expect((await stateOf(player.ticket)).body.code).toBe(200);
      expect((await enterAs(t, activity, { device, fields })).ticket).toBe(player.ticket);
    });
  });

  describe('joining under the rules', () => {
    it('tells the page whether joining takes a signed device', async () => {
      const activity = await quiz();
      expect((await t.call(a.h5Info, { code: activity.code ?? '' })).body.data.signed_device).toBe(false);
      await configure(activity, { signed_device: true });
      expect((await t.call(a.h5Info, { code: activity.code ?? '' })).body.data).toMatchObject({
        signed_device: true,
        needs_answer_code: false,
      });
    });

    it('takes only device strings this server issued for this activity when signed devices are on', async () => {
      const activity = await quiz();
      await configure(activity, { signed_device: true });
      const device = await uniq(activity);
      expect(device).toMatch(/^[A-Za-z0-9-]{8,64}$/);
      expect(await uniq(activity)).not.toBe(device);
      const ip = newDevice().ip;
      expect((await enter(activity, device, ip)).body.code).toBe(200);
      const forged = `${device.slice(0, 17)}${'0'.repeat(32)}`;
      expect((await enter(activity, forged, ip)).body).toMatchObject({
        code: 400,
        msg: '设备校验失败，请刷新页面后重试',
      });
      expect((await enter(activity, newDevice().device_id, ip)).body.msg).toBe('设备校验失败，请刷新页面后重试');
      const another = await quiz();
      await configure(another, { signed_device: true });
      expect((await enter(another, device, ip)).body.msg).toBe('设备校验失败，请刷新页面后重试');
      expect((await t.call(ac.uniqStr, { code: 'Nope123456' })).body).toMatchObject({
        code: 400,
        msg: '活动不存在或已下线',
      });
    });

    it('lets a phone back in from its first device only when phones are tied to a device', async () => {
      const activity = await quiz(phoneForm);
      const fields = { name: '王五', phone: '13800000031' };
      const first = newDevice();
      const player = await enterAs(t, activity, { device: first, fields });
      await configure(activity, { one_device_per_phone: true });
      expect((await enter(activity, newDevice().device_id, first.ip, fields)).body).toMatchObject({
        code: 400,
        msg: '该手机号已在其他设备上参与，请使用原设备',
      });
      expect((await enterAs(t, activity, { device: first, fields })).id).toBe(player.id);
      expect(
        (await enter(activity, newDevice().device_id, first.ip, { ...fields, phone: '13800000032' })).body.code,
      ).toBe(200);
      // Without the rule a typed number is only a claim: another device typing it gets a seat of its own.
      await configure(activity, { one_device_per_phone: false });
      const claimed = await enter(activity, newDevice().device_id, first.ip, fields);
      expect(claimed.body.code).toBe(200);
      expect(claimed.body.data.ticket).not.toBe(player.ticket);
    });

    it('takes a set number of new participants per address and day, letting those already in come back', async () => {
      const activity = await quiz();
      await configure(activity, { ip_day_max: 2 });
      const ip = '198.51.100.9';
      const devices = ['ip-limit-device-1', 'ip-limit-device-2', 'ip-limit-device-3'];
      expect((await enter(activity, devices[0]!, ip)).body.code).toBe(200);
      expect((await enter(activity, devices[1]!, ip)).body.code).toBe(200);
      expect((await enter(activity, devices[2]!, ip)).body).toMatchObject({
        code: 400,
        msg: '当前网络今日参与人数已达上限',
      });
      expect((await enter(activity, devices[0]!, ip)).body.code).toBe(200);
      expect((await enter(activity, devices[2]!, '198.51.100.10')).body.code).toBe(200);
      t.clock.advance(86_400_000);
      expect((await enter(activity, 'ip-limit-device-4', ip)).body.code).toBe(200);
    });
  });
});
