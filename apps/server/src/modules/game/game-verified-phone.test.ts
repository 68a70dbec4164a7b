import { contract, smsPriceFen } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditBalance, makeCustomer } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { newDevice, signedDeviceFor } from '../activity/participant.factory.js';
import { hostCommand, joinGame, makeGame } from './game-play.factory.js';

const g = contract.game;
const { h5Info, h5Enter, h5SendCode } = contract.activity;

describe('an interactive quiz whose players prove their phone number by SMS code', () => {
  const { t, organiser } = organiserApp();
  const phone = '13900002222';

  beforeAll(() => creditBalance(t, organiser.customer, 'dx_money', 5));

  const verifiedGame = async (owner = organiser) => {
    const { activity } = await makeGame(t, owner, { pointsMode: 'fixed' });
    const saved = await t.call(
      g.fieldSite,
      { activity_id: activity.id, fields: [{ key: 'name', required: false }], identity: 'phone' },
      { token: owner.token },
    );
    expect(saved.body.data).toEqual({ fields: [{ key: 'name', required: false }], identity: 'phone' });
    return activity;
  };
  const sendCode = (activity: { code: string | null }, number = phone) =>
    t.call(h5SendCode, { code: activity.code!, phone: number }, { ip: '10.9.9.9' });
  /** A code just sent to `number`, a minute after the last one so the resend wait is over. */
  const freshCode = async (activity: { code: string | null }, number = phone) => {
    t.clock.advance(61_000);
    expect((await sendCode(activity, number)).body).toMatchObject({ code: 200, data: { resend_after: 60 } });
    return t.sms.lastCode(number) ?? '';
  };
  /** h5/enter from a device the server signed, as a phone page sends it, answering the raw envelope. */
  const enter = async (activity: { code: string | null }, fields: Record<string, string>, smsCode: string) => {
    const device = newDevice();
    const device_id = await signedDeviceFor(t, activity.code!, device);
    return t.call(h5Enter, { code: activity.code!, device_id, fields, sms_code: smsCode }, { ip: device.ip });
  };
  const players = async (activityId: number) =>
    (await t.call(g.joinUser, { activity_id: activityId }, { token: organiser.token })).body.data.list;
  const smsBalance = async (token = organiser.token) =>
    (await t.call(contract.wallet.summary, {}, { token })).body.data.find((s) => s.kind === 'dx_money')!.balance;

  it('tells the phone how players prove who they are, and asks every one of them for their number first', async () => {
    const activity = await verifiedGame();
    const info = (await t.call(h5Info, { code: activity.code! })).body.data;
    expect(info.identity).toBe('phone');
    expect(info.signup_fields).toEqual([
      { key: 'phone', required: true },
      { key: 'name', required: false },
    ]);
    const config = await t.call(g.gameConfig, { activity_id: activity.id }, { token: organiser.token });
    expect(config.body.data.identity).toBe('phone');
    const plain = (await makeGame(t, organiser)).activity;
    expect((await t.call(h5Info, { code: plain.code! })).body.data.identity).toBe('device');
  });

  it("charges each code to the organiser's SMS balance and keeps the code itself out of the SMS records", async () => {
    const activity = await verifiedGame();
    const before = await smsBalance();
    const code = await freshCode(activity, '13900003333');
    expect(t.sms.sent.at(-1)).toMatchObject({ phone: '13900003333', type: 'join', code, activity: activity.title });
    const spent = Math.round((before - (await smsBalance())) * 100);
    expect(spent).toBeGreaterThanOrEqual(smsPriceFen);
    const records = await t.call(contract.wallet.smsRecord, { page: 1, limit: 10 }, { token: organiser.token });
    const record = records.body.data.list[0]!;
    expect(record).toMatchObject({ phone: '13900003333' });
    expect(record.content).toContain(activity.title);
    expect(record.content).toContain('******');
    expect(record.content).not.toContain(code);
  });

  it('gives the seat and its score to the same number proven again on a second phone', async () => {
    const activity = await verifiedGame();
    const first = await joinGame(t, activity, '老张', { fields: { phone }, smsCode: await freshCode(activity) });
    await hostCommand(t, organiser.token, activity.id, 'start');
    await t.call(g.answer, { ticket: first.ticket, step_index: 0, answer: ['B'] });
    await hostCommand(t, organiser.token, activity.id, 'close');
    await hostCommand(t, organiser.token, activity.id, 'next');

    const moved = await joinGame(t, activity, '老张', { fields: { phone }, smsCode: await freshCode(activity) });
    expect(moved.ticket).toBe(first.ticket);
    expect(moved.joined.body.data.me).toMatchObject({ nickname: '老张', score: 1000 });
    expect(await players(activity.id)).toHaveLength(1);
  });

  it('seats nobody who types the number without its code, or with a wrong, spent, borrowed or expired one', async () => {
    const activity = await verifiedGame();
    const code = await freshCode(activity);
    const owner = await enter(activity, { phone }, code);
    expect(owner.body.code).toBe(200);

    expect((await enter(activity, { phone }, '')).body).toMatchObject({ code: 400, msg: '请先获取并填写短信验证码' });
    expect((await enter(activity, { phone }, code)).body).toMatchObject({ code: 400, msg: '验证码错误或已过期' });
    const next = await freshCode(activity);
    const wrong = next === '000000' ? '111111' : '000000';
    expect((await enter(activity, { phone }, wrong)).body).toMatchObject({ code: 400, msg: '验证码错误或已过期' });
    const theirs = await freshCode(activity, '13900004444');
    expect((await enter(activity, { phone }, theirs)).body).toMatchObject({ code: 400, msg: '验证码错误或已过期' });
    // A code for another activity proves nothing here.
    const elsewhere = await verifiedGame();
    const foreign = await freshCode(elsewhere);
    expect((await enter(activity, { phone }, foreign)).body).toMatchObject({ code: 400, msg: '验证码错误或已过期' });
    const late = await freshCode(activity);
    t.clock.advance(11 * 60_000);
    expect((await enter(activity, { phone }, late)).body).toMatchObject({ code: 400, msg: '验证码错误或已过期' });

    expect((await enter(activity, {}, code)).body).toMatchObject({ code: 400, msg: '请填写手机号' });
    const seats = await t.call(g.join, { ticket: owner.body.data.ticket, nickname: '本人' });
    expect(seats.body.data.snapshot.joined).toBe(1);
  });

  it('sends one code a minute to a number, and none for a quiz that seats devices', async () => {
    const activity = await verifiedGame();
    await freshCode(activity, '13900005555');
    expect((await sendCode(activity, '13900005555')).body).toMatchObject({
      code: 400,
      msg: '验证码发送太频繁，请60秒后再试',
    });
    const plain = (await makeGame(t, organiser)).activity;
    expect((await sendCode(plain)).body).toMatchObject({ code: 400, msg: '暂时无法发送验证码，请联系主办方' });
    expect((await sendCode(activity, '1234')).body).toMatchObject({ code: 400, msg: '手机号格式错误' });
  });

  it("sends nothing and charges nothing when the organiser's SMS balance is short", async () => {
    const broke = await makeCustomer(t);
    const activity = await verifiedGame(broke);
    const sent = t.sms.sent.length;
    t.clock.advance(61_000);
    expect((await sendCode(activity, '13900006666')).body).toMatchObject({
      code: 400,
      msg: '暂时无法发送验证码，请联系主办方',
    });
    expect(t.sms.sent).toHaveLength(sent);
    expect(await smsBalance(broke.token)).toBe(0);
  });

  it("refuses to change another organiser's quiz identity", async () => {
    const activity = await verifiedGame();
    const stranger = await makeCustomer(t);
    const res = await t.call(
      g.fieldSite,
      { activity_id: activity.id, fields: [], identity: 'device' },
      { token: stranger.token },
    );
    expect(res.body.code).not.toBe(200);
    expect((await t.call(h5Info, { code: activity.code! })).body.data.identity).toBe('phone');
  });
});
