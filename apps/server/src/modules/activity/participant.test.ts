import { contract, type QuizSettingsInput, trialLimits } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditBalance, makeCustomer, makeTenant } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { answerCodeConfigs, answerCodes } from '../prize/index.js';
import { pkConfigs } from '../quiz/index.js';
import { makeLiveSurvey, submitAs } from '../survey/survey.factory.js';
import { activities, participants } from './activity.table.js';
import { makeLiveQuiz } from './live-quiz.factory.js';
import { enterAs, newDevice } from './participant.factory.js';

const a = contract.activity;
type Activity = Awaited<ReturnType<typeof makeLiveQuiz>>;

const signup: QuizSettingsInput = {
  signup_fields: [
    { key: 'name', required: true },
    { key: 'phone', required: true },
    { key: 'email', required: false },
    { key: 'id_card', required: false },
    { key: 'unit', required: true },
  ],
  units: ['市场部', '技术部'],
};
const good = { name: '张三', phone: '13800000001', unit: '技术部' };

describe('participant entry', () => {
  const { t, organiser } = organiserApp();

  const quiz = (settings: QuizSettingsInput = {}, fields: Parameters<typeof makeLiveQuiz>[3] = {}) =>
    makeLiveQuiz(t, organiser.customer, settings, fields);
  const info = (activity: Activity, host = 'localhost') => t.call(a.h5Info, { code: activity.code ?? '' }, { host });
  const enter = (
    activity: Activity,
    input: { password?: string; fields?: Record<string, string>; answer_code?: string; sms_code?: string } = {},
  ) => {
    const device = newDevice();
    return t.call(
      a.h5Enter,
      { code: activity.code ?? '', device_id: device.device_id, password: '', fields: {}, ...input },
      { ip: device.ip },
    );
  };
  const joinCountOf = async (activity: Activity) =>
    (await t.deps.db.select().from(activities).where(eq(activities.id, activity.id)))[0]!.joinCount;

  describe('the activity page', () => {
    it('shows a running quiz with its sign-up form and the settings a participant needs, never its questions', async () => {
      const activity = await quiz(
        { ...signup, question_ids: [11, 12, 13], per_attempt: 2, rules: '每人每天三次', day_max: 3 },
        { password: 'abc123' },
      );
      const res = await info(activity);
      expect(res.body.code).toBe(200);
      expect(res.body.data).toMatchObject({
        id: activity.id,
        state: 'running',
        state_message: '',
        needs_password: true,
        show_unpublished_badge: false,
        units: ['市场部', '技术部'],
        settings: { rules: '每人每天三次', day_max: 3, question_count: 2, reveal: 'attempt' },
      });
      expect(res.body.data.signup_fields.map((f) => f.key)).toEqual(['name', 'phone', 'email', 'id_card', 'unit']);
      expect(JSON.stringify(res.body.data)).not.toMatch(/question_ids|random_rules|abc123/);
    });

    it('tells the phone whether the quiz has PK, so it asks for PK only when there is one', async () => {
      const activity = await quiz();
      expect((await info(activity)).body.data.settings.pk).toBe(false);
      const owner = { tenantId: activity.tenantId, customerId: activity.customerId, activityId: activity.id };
      await t.deps.db.insert(pkConfigs).values({ ...owner, enabled: true });
      expect((await info(activity)).body.data.settings.pk).toBe(true);
    });

    it('shows a draft as a trial with the not-published badge', async () => {
      const res = await info(await quiz({}, { status: 'draft', expiresAt: null, noPublishIcon: true }));
      expect(res.body.data).toMatchObject({ state: 'trial', show_unpublished_badge: true });
    });

    it('answers an unknown, deleted or other site’s code as unavailable', async () => {
      const unknown = await t.call(a.h5Info, { code: 'Nope123456' });
      expect(unknown.body).toMatchObject({ code: 400, msg: '活动不存在或已下线' });
      const deleted = await info(await quiz({}, { deletedAt: t.clock.now() }));
      expect(deleted.body.msg).toBe('活动不存在或已下线');
      await makeTenant(t, { code: 'entry-other', hosts: ['entry-other.test'] });
      const elsewhere = await info(await quiz(), 'entry-other.test');
      expect(elsewhere.body.msg).toBe('活动不存在或已下线');
    });

    it('tells when the activity has not started, has ended or has expired, and refuses entry then', async () => {
      const now = t.clock.now().getTime();
      const cases: [Parameters<typeof quiz>[1], string, string][] = [
        [{ startTime: new Date(now + 3_600_000) }, 'not_started', '活动尚未开始'],
        [{ endTime: new Date(now - 1) }, 'ended', '活动已结束'],
        [{ expiresAt: new Date(now - 1) }, 'expired', '活动已过期'],
      ];
      for (const [fields, state, msg] of cases) {
        const activity = await quiz({}, fields);
        expect((await info(activity)).body.data).toMatchObject({ state, state_message: msg });
        expect((await enter(activity)).body).toMatchObject({ code: 400, msg });
      }
    });
  });

  describe('joining', () => {
    it('asks for the password when the activity has one', async () => {
      const activity = await quiz({}, { password: 'abc123' });
      expect((await enter(activity, { password: 'wrong' })).body).toMatchObject({ code: 400, msg: '活动密码错误' });
      expect((await enter(activity)).body.msg).toBe('活动密码错误');
      const ok = await enter(activity, { password: 'abc123' });
      expect(ok.body.code).toBe(200);
      expect(ok.body.data.ticket).toMatch(/^[A-Za-z0-9_-]{32}$/);
    });

    it('checks the sign-up fields and names the one that is wrong', async () => {
      const activity = await quiz(signup);
      const cases: [Record<string, string>, string][] = [
        [{ ...good, name: ' ' }, '请填写姓名'],
        [{ ...good, phone: '1380000000' }, '手机号格式错误'],
        [{ ...good, phone: '' }, '请填写手机号'],
        [{ ...good, email: 'not-an-email' }, '邮箱格式错误'],
        [{ ...good, id_card: '1234' }, '身份证号格式错误'],
        [{ ...good, unit: '财务部' }, '请选择单位'],
        [{ name: '张三', phone: '13800000001' }, '请选择单位'],
      ];
      for (const [fields, msg] of cases) {
        expect((await enter(activity, { fields })).body).toMatchObject({ code: 400, msg });
      }
      const bad = await t.call(a.h5Enter, { code: activity.code ?? '', device_id: '?' });
      expect(bad.body).toMatchObject({ code: 400, msg: '设备标识缺失' });
      const ok = await enter(activity, { fields: { ...good, id_card: '11010519491231002x', job_no: 'ignored' } });
      expect(ok.body.data).toMatchObject({ name: '张三', phone: '13800000001', unit: '技术部' });
      const [row] = await t.deps.db.select().from(participants).where(eq(participants.id, ok.body.data.id));
      expect(row!.fields).toEqual({ ...good, id_card: '11010519491231002X' });
    });

    it("takes a typed phone as a claim: another device typing someone's number gets a seat of its own", async () => {
      const activity = await quiz(signup);
      const device = newDevice();
      const first = await enterAs(t, activity, { device, fields: good });
      const back = await enterAs(t, activity, { device, fields: { ...good, name: '张三丰', unit: '市场部' } });
      expect(back).toMatchObject({ id: first.id, ticket: first.ticket, name: '张三丰', unit: '市场部' });
      const impostor = await enter(activity, { fields: good });
      expect(impostor.body.code).toBe(200);
      expect(impostor.body.data.id).not.toBe(first.id);
      expect(impostor.body.data.ticket).not.toBe(first.ticket);
      expect(await joinCountOf(activity)).toBe(2);
    });

    it('with identity phone, asks an SMS code and then lets the proven number in as the same participant anywhere', async () => {
      await creditBalance(t, organiser.customer, 'dx_money', 5);
      const activity = await quiz({ ...signup, identity: 'phone' });
      const shown = (await info(activity)).body.data;
      expect(shown.identity).toBe('phone');
      expect(shown.signup_fields[0]).toEqual({ key: 'phone', required: true });
      const codeFor = async (phone: string) => {
        t.clock.advance(61_000);
        const sent = await t.call(a.h5SendCode, { code: activity.code!, phone }, { ip: '10.9.9.8' });
        expect(sent.body.code).toBe(200);
        return t.sms.lastCode(phone) ?? '';
      };
      expect((await enter(activity, { fields: good })).body.error).toBe('H5_SMS_CODE_REQUIRED');
      const first = await enterAs(t, activity, { fields: good, smsCode: await codeFor(good.phone) });
      const moved = await enterAs(t, activity, { fields: good, smsCode: await codeFor(good.phone) });
      expect(moved.ticket).toBe(first.ticket);
      expect((await enter(activity, { fields: good, sms_code: '000000' })).body.code).toBe(400);
      expect(await joinCountOf(activity)).toBe(1);
    });

    it('tells participants apart by device when the form asks no phone', async () => {
      const activity = await quiz();
      const device = newDevice();
      const first = await enterAs(t, activity, { device });
      expect((await enterAs(t, activity, { device })).ticket).toBe(first.ticket);
      expect((await enterAs(t, activity)).ticket).not.toBe(first.ticket);
      expect(await joinCountOf(activity)).toBe(2);
    });

    it(`takes ${trialLimits.participants} trial participants into a draft, then only those already in`, async () => {
      const activity = await quiz({}, { status: 'draft', expiresAt: null });
      const devices = Array.from({ length: trialLimits.participants + 2 }, () => newDevice());
      const entries = await Promise.all(
        devices.map((d) => t.call(a.h5Enter, { code: activity.code ?? '', device_id: d.device_id }, { ip: d.ip })),
      );
      expect(entries.filter((e) => e.body.code === 200)).toHaveLength(trialLimits.participants);
      expect(entries.filter((e) => e.body.msg === '活动未发布，体验名额已满')).toHaveLength(2);
      expect((await info(activity)).body.data).toMatchObject({
        state: 'trial_full',
        state_message: '活动未发布，体验名额已满',
      });
      const rows = await t.deps.db.select().from(participants).where(eq(participants.activityId, activity.id));
      expect(rows.every((r) => r.trial)).toBe(true);
      const inside = devices[entries.findIndex((e) => e.body.code === 200)]!;
      const back = await t.call(
        a.h5Enter,
        { code: activity.code ?? '', device_id: inside.device_id },
        { ip: inside.ip },
      );
      expect(back.body.data.id).toBe(rows.find((r) => r.deviceId === inside.device_id)!.id);
    });

    it('takes an unused answer code when the organiser asks for one, and writes nothing without it', async () => {
      const activity = await quiz(signup);
      const owner = { tenantId: activity.tenantId, customerId: activity.customerId, activityId: activity.id };
      await t.deps.db.insert(answerCodeConfigs).values({ ...owner, required: true });
      await t.deps.db.insert(answerCodes).values([
        { ...owner, code: 'ABCD2345' },
        { ...owner, code: 'EFGH6789' },
      ]);
      expect((await info(activity)).body.data.needs_answer_code).toBe(true);
      for (const answer_code of ['', 'WRONG123']) {
        expect((await enter(activity, { fields: good, answer_code })).body).toMatchObject({
          code: 400,
          msg: '答题码无效或已被使用',
        });
      }
      expect(await t.deps.db.select().from(participants).where(eq(participants.activityId, activity.id))).toEqual([]);
      expect(await joinCountOf(activity)).toBe(0);

      const device = newDevice();
      const first = await enterAs(t, activity, { device, fields: good, answerCode: 'abcd2345' });
      const taken = await enter(activity, { fields: { ...good, phone: '13800000002' }, answer_code: 'ABCD2345' });
      expect(taken.body.msg).toBe('答题码无效或已被使用');
      expect((await enterAs(t, activity, { device, fields: good })).id).toBe(first.id);
      const [code] = await t.deps.db.select().from(answerCodes).where(eq(answerCodes.code, 'ABCD2345'));
      expect(code!.participantId).toBe(first.id);
      expect(await joinCountOf(activity)).toBe(1);
    });

    it('asks a participant who joined before codes were required for one when they come back', async () => {
      const activity = await quiz(signup);
      const device = newDevice();
      const first = await enterAs(t, activity, { device, fields: good });
      const owner = { tenantId: activity.tenantId, customerId: activity.customerId, activityId: activity.id };
      await t.deps.db.insert(answerCodeConfigs).values({ ...owner, required: true });
      await t.deps.db.insert(answerCodes).values({ ...owner, code: 'JKLM2345' });
      await expect(enterAs(t, activity, { device, fields: good })).rejects.toThrow('答题码无效或已被使用');
      const back = await enterAs(t, activity, { device, fields: good, answerCode: 'JKLM2345' });
      expect(back.ticket).toBe(first.ticket);
    });

    it('records where and on which day a participant first joined', async () => {
      const activity = await quiz();
      const device = newDevice();
      const joined = await enterAs(t, activity, { device });
      const [row] = await t.deps.db.select().from(participants).where(eq(participants.id, joined.id));
      expect(row).toMatchObject({ ip: device.ip, joinedDay: '2026-06-01', bannedAt: null });
    });
  });

  describe('the organiser’s own previews', () => {
    const draft = () => quiz({}, { status: 'draft', expiresAt: null });
    const joinAll = (activity: Activity, n: number) =>
      Promise.all(Array.from({ length: n }, () => enterAs(t, activity)));

    it('takes no trial place for the organiser’s and their staff’s previews, and still refuses the eleventh participant', async () => {
      const activity = await draft();
      const staff = await makeCustomer(t, { ownerId: organiser.customer.id });
      await enterAs(t, activity, { token: organiser.token });
      await joinAll(activity, trialLimits.participants);
      expect((await info(activity)).body.data.state).toBe('trial_full');
      const asOrganiser = await t.call(a.h5Info, { code: activity.code ?? '' }, { token: organiser.token });
      expect(asOrganiser.body.data.state).toBe('trial');

      const previews = [
        await enterAs(t, activity, { token: organiser.token }),
        await enterAs(t, activity, { token: staff.token }),
      ];
      expect(previews.every((p) => p.ticket !== '')).toBe(true);
      expect((await enter(activity)).body).toMatchObject({ code: 400, msg: '活动未发布，体验名额已满' });
      const stranger = await makeCustomer(t);
      const device = newDevice();
      const asStranger = await t.call(
        a.h5Enter,
        { code: activity.code ?? '', device_id: device.device_id },
        { ip: device.ip, token: stranger.token },
      );
      expect(asStranger.body.msg).toBe('活动未发布，体验名额已满');

      const rows = await t.deps.db.select().from(participants).where(eq(participants.activityId, activity.id));
      expect(rows.filter((r) => r.preview)).toHaveLength(3);
      expect(await joinCountOf(activity)).toBe(trialLimits.participants);
      const detail = await t.call(a.info, { activity_id: activity.id }, { token: organiser.token });
      expect(detail.body.data.trial_left).toBe(0);
    });

    it('leaves previews out of the quiz and questionnaire analysis', async () => {
      const running = await quiz();
      await enterAs(t, running, { token: organiser.token });
      await joinAll(running, 2);
      const overview = await t.call(
        contract.statistic.overview,
        { activity_id: running.id },
        { token: organiser.token },
      );
      expect(overview.body.data.participants).toBe(2);

      const survey = await makeLiveSurvey(t, organiser.customer);
      const preview = await enterAs(t, survey, { token: organiser.token });
      const real = await enterAs(t, survey);
      for (const ticket of [preview.ticket, real.ticket]) expect((await submitAs(t, ticket)).code).toBe(200);
      const stats = await t.call(
        contract.statistic.quesStatistic,
        { activity_id: survey.id },
        { token: organiser.token },
      );
      expect(stats.body.data.total).toBe(1);
    });
  });
});
