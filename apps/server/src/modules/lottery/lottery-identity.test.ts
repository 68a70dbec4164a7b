import { contract, type LotteryIdentity } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Account, creditBalance } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { enterAs } from '../activity/participant.factory.js';
import { addPeople, addTier, makeLottery, runCommands } from './lottery-stage.factory.js';

const s = contract.lotterySignin;
const phone = contract.lotteryPhone;
type Lottery = Awaited<ReturnType<typeof makeLottery>>;

const keyFields = [
  { key: 'phone', kind: 'phone', label: '手机号', required: false },
  { key: 'employee_no', kind: 'employee_no', label: '工号', required: false },
] as const;

describe('who a signed-in lottery guest is: the device, a proven phone number, or one roster row', () => {
  const { t, organiser, other } = organiserApp({ other: true });
  const as = (a: Account) => ({ token: a.token });

  beforeAll(() => creditBalance(t, organiser.customer, 'dx_money', 5));

  const lotteryWith = async (identity: LotteryIdentity) => {
    const lottery = await makeLottery(t, organiser);
    const saved = await t.call(s.saveSite, { activity_id: lottery.id, identity }, as(organiser));
    expect(saved.body.data.identity).toBe(identity);
    await t.call(s.customerField, { activity_id: lottery.id, fields: [...keyFields] }, as(organiser));
    return lottery;
  };
  const device = async (lottery: Lottery) => (await enterAs(t, lottery)).ticket;
  const signIn = (ticket: string, name: string, values: Record<string, string>, sms_code = '') =>
    t.call(phone.signIn, { ticket, name, values, sms_code });
  const sendCode = (ticket: string, number: string) => t.call(phone.sendCode, { ticket, phone: number });
  /** A code just sent to `number`, after the resend wait of the one before. */
  const freshCode = async (ticket: string, number: string) => {
    t.clock.advance(61_000);
    expect((await sendCode(ticket, number)).body).toMatchObject({ code: 200, data: { resend_after: 60 } });
    return t.sms.lastCode(number) ?? '';
  };
  const consoleOf = async (lottery: Lottery, account = organiser) =>
    (await t.call(contract.lottery.stage, { activity_id: lottery.id }, as(account))).body;
  const decide = (lottery: Lottery, takeover_id: number, approve: boolean, account = organiser) =>
    t.call(contract.lottery.takeover, { activity_id: lottery.id, takeover_id, approve }, as(account));

  it('states the identity on the phone and asks a proven phone number first, whatever the form says', async () => {
    const lottery = await lotteryWith('phone');
    const info = (await t.call(phone.info, { ticket: await device(lottery) })).body.data;
    expect(info.signin.identity).toBe('phone');
    expect(info.fields[0]).toEqual({ key: 'phone', kind: 'phone', label: '手机号', required: true });
    expect(info.takeover).toBeNull();
    const plain = await makeLottery(t, organiser);
    expect((await t.call(s.getSite, { activity_id: plain.id }, as(organiser))).body.data.signin.identity).toBe(
      'device',
    );
    const bad = await t.call(s.saveSite, { activity_id: lottery.id, identity: 'guess' as never }, as(organiser));
    expect(bad.body).toMatchObject({ code: 400, msg: '签到身份方式不正确' });
  });

  describe('a proven phone number', () => {
    it('is the same person, with their prize, on a second device; the number typed without a code is refused', async () => {
      const lottery = await lotteryWith('phone');
      const number = '13700001111';
      const first = await device(lottery);
      const noCode = await signIn(first, '王建国', { phone: number });
      expect(noCode.body).toMatchObject({ code: 400, error: 'H5_SMS_CODE_REQUIRED' });
      const wrong = await signIn(first, '王建国', { phone: number }, '000000');
      expect(wrong.body.code).toBe(400);
      const signed = await signIn(first, '王建国', { phone: number }, await freshCode(first, number));
      const personId = signed.body.data.me!.person_id;
      const tier = await addTier(t, organiser, lottery.id, { name: '一等奖', prize_title: '手机', count: 1 });
      await runCommands(t, organiser, lottery.id, [['open', { tier_id: tier.id }], ['spin'], ['stop']]);

      const second = await device(lottery);
      const typed = await signIn(second, '冒充者', { phone: number });
      expect(typed.body).toMatchObject({ code: 400, error: 'H5_SMS_CODE_REQUIRED' });
      const moved = await signIn(second, '王建国', { phone: number }, await freshCode(second, number));
      expect(moved.body.data.me?.person_id).toBe(personId);
      expect((await t.call(phone.info, { ticket: second })).body.data.wins).toMatchObject([{ prize_title: '手机' }]);
      expect((await t.call(phone.info, { ticket: first })).body.data.me).toBeNull();
      const list = await t.call(contract.lottery.people, { activity_id: lottery.id, limit: 10 }, as(organiser));
      expect(list.body.data.total).toBe(1);
    });

    it('sends no code for a lottery that does not prove numbers', async () => {
      const lottery = await lotteryWith('device');
      const res = await sendCode(await device(lottery), '13700002222');
      expect(res.body).toMatchObject({ code: 400, error: 'H5_SMS_UNAVAILABLE' });
      expect(t.sms.lastCode('13700002222')).toBeUndefined();
    });
  });

  describe('a roster', () => {
    const rosterLottery = async (n = 5) => {
      const lottery = await lotteryWith('roster');
      const ids = await addPeople(t, lottery, n, (i) => ({
        phone: `1350000000${i}`,
        employeeNo: `E00${i}`,
      }));
      return { lottery, ids };
    };

    it('signs in only the people on it, each row once, by name plus phone or employee number', async () => {
      const { lottery, ids } = await rosterLottery();
      const byNumber = await signIn(await device(lottery), '员工1', { phone: '13500000000' });
      expect(byNumber.body.data.me?.person_id).toBe(ids[0]);
      const byEmployeeNo = await signIn(await device(lottery), '员工2', { employee_no: 'E001' });
      expect(byEmployeeNo.body.data.me?.person_id).toBe(ids[1]);

      const stranger = await signIn(await device(lottery), '陌生人', { phone: '13900000009' });
      expect(stranger.body).toMatchObject({ code: 400, msg: '名单中没有找到您，请核对姓名和手机号或工号' });
      const wrongKey = await signIn(await device(lottery), '员工3', { phone: '13500000002', employee_no: 'E004' });
      expect(wrongKey.body.error).toBe('LOTTERY_ROSTER_NOT_FOUND');
      const nameOnly = await signIn(await device(lottery), '员工3', {});
      expect(nameOnly.body).toMatchObject({ code: 400, msg: '请填写名单上的手机号或工号' });
      const refusedCode = await sendCode(await device(lottery), '13900000009');
      expect(refusedCode.body.error).toBe('LOTTERY_ROSTER_NOT_FOUND');

      const list = await t.call(contract.lottery.people, { activity_id: lottery.id, limit: 10 }, as(organiser));
      expect(list.body.data.total).toBe(5);
      expect((await consoleOf(lottery)).data).toMatchObject({ signed_count: 2, people_count: 5 });
    });

    it('holds a second device asking for a taken row until the host approves; the row, seat and prize move', async () => {
      const { lottery, ids } = await rosterLottery();
      const first = await device(lottery);
      await signIn(first, '员工1', { employee_no: 'E000' });
      const tier = await addTier(t, organiser, lottery.id, { name: '一等奖', prize_title: '耳机', count: 5 });
      await runCommands(t, organiser, lottery.id, [['open', { tier_id: tier.id, count: 5 }], ['spin'], ['stop']]);

      const second = await device(lottery);
      const held = await signIn(second, '员工1', { employee_no: 'E000' });
      expect(held.body.data).toMatchObject({ me: null, takeover: { status: 'pending', name: '员工1' } });
      const again = await signIn(second, '员工1', { employee_no: 'E000' });
      expect(again.body.data.takeover?.id).toBe(held.body.data.takeover?.id);
      expect((await t.call(phone.info, { ticket: first })).body.data.me?.person_id).toBe(ids[0]);

      const waiting = (await consoleOf(lottery)).data.takeovers;
      expect(waiting).toEqual([
        expect.objectContaining({ person_id: ids[0], name: '员工1', phone: '135****0000', employee_no: '*000' }),
      ]);
      const theirs = await decide(lottery, waiting[0]!.id, true, other);
      expect(theirs.body.code).not.toBe(200);

      t.clock.advance(1000);
      const approved = await decide(lottery, waiting[0]!.id, true);
      expect(approved.body.data.takeovers).toEqual([]);
      const moved = (await t.call(phone.info, { ticket: second })).body.data;
      expect(moved).toMatchObject({ me: { person_id: ids[0] }, takeover: null });
      expect(moved.wins).toMatchObject([{ prize_title: '耳机' }]);
      expect((await t.call(phone.info, { ticket: first })).body.data.me).toBeNull();
      const twice = await decide(lottery, waiting[0]!.id, false);
      expect(twice.body).toMatchObject({ code: 400, msg: '该换机申请不存在或已处理' });

      t.clock.advance(1000);
      await addPeople(t, lottery, 1, () => ({ name: '新同事' }));
      const next = await addTier(t, organiser, lottery.id, { name: '二等奖', prize_title: '杯子', count: 1 });
      await runCommands(t, organiser, lottery.id, [['wall'], ['open', { tier_id: next.id }], ['spin'], ['stop']]);
      const [latest, earlier] = (await t.call(contract.lottery.audit, { activity_id: lottery.id }, as(organiser))).body
        .data.list;
      expect(latest?.takeovers).toEqual([
        expect.objectContaining({ id: waiting[0]!.id, person_id: ids[0], name: '员工1', status: 'approved' }),
      ]);
      expect(earlier?.takeovers).toEqual([]);
    });

    it('tells a refused device no and moves nothing; a code to the row’s number moves it without the host', async () => {
      const { lottery, ids } = await rosterLottery();
      const first = await device(lottery);
      await signIn(first, '员工2', { phone: '13500000001' });
      const claimant = await device(lottery);
      const held = await signIn(claimant, '员工2', { phone: '13500000001' });
      await decide(lottery, held.body.data.takeover!.id, false);
      const refused = (await t.call(phone.info, { ticket: claimant })).body.data;
      expect(refused).toMatchObject({ me: null, takeover: { status: 'refused' } });
      expect((await t.call(phone.info, { ticket: first })).body.data.me?.person_id).toBe(ids[1]);

      const code = await freshCode(claimant, '13500000001');
      const proven = await signIn(claimant, '员工2', { phone: '13500000001' }, code);
      expect(proven.body.data.me?.person_id).toBe(ids[1]);
      expect((await t.call(phone.info, { ticket: first })).body.data.me).toBeNull();
    });

    it('draws from exactly the roster: nobody off it gets into the pool', async () => {
      const { lottery, ids } = await rosterLottery(3);
      for (const [i, id] of ids.entries()) {
        const res = await signIn(await device(lottery), `员工${i + 1}`, { phone: `1350000000${i}` });
        expect(res.body.data.me?.person_id).toBe(id);
      }
      await signIn(await device(lottery), '路人', { phone: '13900000001' });
      const tier = await addTier(t, organiser, lottery.id, { name: '参与奖', prize_title: '红包', count: 3 });
      await runCommands(t, organiser, lottery.id, [['open', { tier_id: tier.id, count: 3 }], ['spin'], ['stop']]);
      const audit = await t.call(contract.lottery.audit, { activity_id: lottery.id }, as(organiser));
      expect(audit.body.data.list[0]?.pool_ids).toEqual(ids);
    });
  });
});
