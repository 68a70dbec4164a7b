import { contract, type LivePayload, liveChannels } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BusMessage } from '../../platform/bus/bus.js';
import { type Account, makeCustomer } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { makeLiveActivity } from '../activity/live-activity.factory.js';
import { enterAs, newDevice } from '../activity/participant.factory.js';
import { customers } from '../customer/index.js';
import { uploadAsParticipant } from '../upload/participant-upload.factory.js';
import { addPeople, addTier, makeLottery, runCommands } from './lottery-stage.factory.js';

const s = contract.lotterySignin;
const phone = contract.lotteryPhone;
type Lottery = Awaited<ReturnType<typeof makeLottery>>;

const fields = [
  { key: 'phone', kind: 'phone', label: '手机号', required: true },
  { key: 'department', kind: 'department', label: '部门', required: false },
  { key: 'custom_1', kind: 'text', label: '桌号', required: false },
] as const;

describe('signing in to a lottery', () => {
  const { t, organiser, other } = organiserApp({ other: true });

  const as = (a: Account) => ({ token: a.token });
  const ask = (lottery: Lottery, asked: readonly (typeof fields)[number][] = fields) =>
    t.call(s.customerField, { activity_id: lottery.id, fields: [...asked] }, as(organiser));
  const signIn = async (
    lottery: Lottery,
    name: string,
    values: Record<string, string> = {},
    entry: Parameters<typeof enterAs>[2] = {},
  ) => {
    const { ticket } = await enterAs(t, lottery, entry);
    return { ticket, res: await t.call(phone.signIn, { ticket, name, values }) };
  };
  const people = async (lottery: Lottery) =>
    (await t.call(contract.lottery.people, { activity_id: lottery.id, limit: 100 }, as(organiser))).body.data;

  it("keeps the organiser's sign-in settings and fields", async () => {
    const lottery = await makeLottery(t, organiser);
    const defaults = await t.call(s.getSite, { activity_id: lottery.id }, as(organiser));
    expect(defaults.body.data).toEqual({
      signin: { open: true, identity: 'device', wall_title: '扫码签到', show_photos: true },
      fields: [],
    });
    const saved = await t.call(
      s.saveSite,
      { activity_id: lottery.id, open: false, wall_title: '年会签到', show_photos: false },
      as(organiser),
    );
    expect(saved.body.data).toEqual({ open: false, identity: 'device', wall_title: '年会签到', show_photos: false });
    expect((await ask(lottery)).body.data).toEqual(fields);
    expect((await t.call(s.getSite, { activity_id: lottery.id }, as(organiser))).body.data).toEqual({
      signin: { open: false, identity: 'device', wall_title: '年会签到', show_photos: false },
      fields,
    });
    const twice = await ask(lottery, [fields[0], fields[0]]);
    expect(twice.body).toMatchObject({ code: 400, msg: '签到项重复' });
  });

  it("refuses another organiser's lottery and another kind of activity", async () => {
    const theirs = await makeLottery(t, other);
    const answers = [
      await t.call(s.getSite, { activity_id: theirs.id }, as(organiser)),
      await t.call(s.saveSite, { activity_id: theirs.id, open: false }, as(organiser)),
      await t.call(s.customerField, { activity_id: theirs.id, fields: [] }, as(organiser)),
    ];
    for (const { body } of answers) expect(body).toMatchObject({ code: 600, error: 'ACTIVITY_NOT_FOUND' });
    expect((await t.call(s.getSite, { activity_id: theirs.id }, as(other))).body.data.signin.open).toBe(true);
    const quiz = await makeLiveActivity(t, organiser.customer, 3);
    expect((await t.call(s.getSite, { activity_id: quiz.id }, as(organiser))).body.error).toBe(
      'ACTIVITY_KIND_MISMATCH',
    );
  });

  it('signs a phone in once: a second sign-in answers the same person, and the phone page shows it', async () => {
    const lottery = await makeLottery(t, organiser);
    await ask(lottery);
    const { ticket } = await enterAs(t, lottery);
    const before = await t.call(phone.info, { ticket });
    expect(before.body.data).toMatchObject({
      activity_id: lottery.id,
      title: lottery.title,
      signin: { open: true },
      fields,
      barrage: { enabled: true, moderation: 'pre', rate_per_minute: 6, max_length: 40 },
      me: null,
      wins: [],
      stage: { activity_id: lottery.id, phase: 'wall', signed_count: 0 },
    });
    const values = { phone: '13600000001', department: '研发部', custom_1: '8号桌', ignored: 'x' };
    const first = await t.call(phone.signIn, { ticket, name: ' 小王 ', values });
    expect(first.body.data.me).toMatchObject({
      name: '小王',
      values: { phone: '13600000001', department: '研发部', custom_1: '8号桌' },
    });
    expect(first.body.data.stage.signed_count).toBe(1);
    const again = await t.call(phone.signIn, { ticket, name: '别名', values: { phone: '13600000009' } });
    expect(again.body.data.me).toEqual(first.body.data.me);
    expect((await t.call(phone.info, { ticket })).body.data.me).toEqual(first.body.data.me);
    const listed = await people(lottery);
    expect(listed.total).toBe(1);
    expect(listed.list[0]).toMatchObject({
      name: '小王',
      phone: '13600000001',
      department: '研发部',
      fields: { custom_1: '8号桌' },
      source: 'signed',
      signed: true,
    });
  });

  it("shows a winner's prizes on their phone page", async () => {
    const lottery = await makeLottery(t, organiser);
    const { ticket, res } = await signIn(lottery, '幸运儿');
    expect(res.body.data.wins).toEqual([]);
    const tier = await addTier(t, organiser, lottery.id, { name: '特等奖', prize_title: '笔记本电脑', count: 1 });
    await runCommands(t, organiser, lottery.id, [['open', { tier_id: tier.id }], ['spin'], ['stop']]);
    const info = await t.call(phone.info, { ticket });
    expect(info.body.data.wins).toMatchObject([{ tier_name: '特等奖', prize_title: '笔记本电脑', status: 'won' }]);
    expect(info.body.data.stage).toMatchObject({ phase: 'result', signed_count: 1 });
    const again = await t.call(phone.signIn, { ticket, name: '幸运儿' });
    expect(again.body.data.wins).toEqual(info.body.data.wins);
  });

  it("takes the imported row holding a number, and never moves a signed-in winner's row to another device", async () => {
    const lottery = await makeLottery(t, organiser);
    await ask(lottery);
    const [imported] = await addPeople(t, lottery, 1, () => ({
      phone: '13600000003',
      department: '销售部',
      group: 'A组',
    }));
    const arrived = await signIn(lottery, '员工一', { phone: '13600000003' });
    expect(arrived.res.body.data.me).toMatchObject({ person_id: imported, values: { department: '销售部' } });
    const tier = await addTier(t, organiser, lottery.id, { name: '一等奖', prize_title: '手机', count: 1 });
    await runCommands(t, organiser, lottery.id, [['open', { tier_id: tier.id }], ['spin'], ['stop']]);

    // Someone types the winner's number on a phone of their own: refused, and the winner keeps person and prize.
    const impostor = await signIn(lottery, '冒充者', { phone: '13600000003' });
    expect(impostor.res.body).toMatchObject({ code: 400, msg: '该手机号已在其他设备上参与，请使用原设备' });
    expect((await t.call(phone.info, { ticket: impostor.ticket })).body.data.me).toBeNull();
    const winner = (await t.call(phone.info, { ticket: arrived.ticket })).body.data;
    expect(winner.me).toMatchObject({ person_id: imported, name: '员工一' });
    expect(winner.wins).toMatchObject([{ prize_title: '手机', status: 'won' }]);
    const listed = await people(lottery);
    expect(listed.total).toBe(1);
    expect(listed.list[0]).toMatchObject({ id: imported, source: 'imported', signed: true, group: 'A组' });
    const stage = await t.call(contract.lottery.stage, { activity_id: lottery.id }, as(organiser));
    expect(stage.body.data).toMatchObject({ signed_count: 1, people_count: 1 });
  });

  it('is one person per WeChat identity, whichever device signs in', async () => {
    const lottery = await makeLottery(t, organiser);
    const first = await signIn(lottery, '微信用户', {}, { wechatCode: 'lottery-wx' });
    const again = await signIn(lottery, '微信用户', {}, { wechatCode: 'lottery-wx', device: newDevice() });
    expect(again.ticket).toBe(first.ticket);
    expect(again.res.body.data.me?.person_id).toBe(first.res.body.data.me?.person_id);
    expect((await people(lottery)).total).toBe(1);
  });

  it('refuses missing or malformed answers, a closed sign-in, and tickets that are not this lottery', async () => {
    const lottery = await makeLottery(t, organiser);
    await ask(lottery);
    expect((await signIn(lottery, '甲')).res.body).toMatchObject({
      error: 'LOTTERY_SIGNIN_INVALID',
      msg: '请填写手机号',
    });
    const bad = await signIn(lottery, '甲', { phone: '123' });
    expect(bad.res.body).toMatchObject({ error: 'LOTTERY_SIGNIN_INVALID', msg: '手机号格式错误' });
    expect((await signIn(lottery, '', { phone: '13600000004' })).res.body.msg).toBe('请输入姓名');
    const early = await signIn(lottery, '早到', { phone: '13600000005' });

    await t.call(s.saveSite, { activity_id: lottery.id, open: false }, as(organiser));
    const late = await signIn(lottery, '迟到', { phone: '13600000006' });
    expect(late.res.body).toMatchObject({ code: 400, error: 'LOTTERY_SIGNIN_CLOSED', msg: '签到已结束' });
    // Someone already signed in keeps their sign-in.
    const back = await t.call(phone.signIn, { ticket: early.ticket, name: '早到', values: { phone: '13600000005' } });
    expect(back.body.data.me?.name).toBe('早到');
    expect((await people(lottery)).total).toBe(1);

    const forged = await t.call(phone.signIn, { ticket: 'forged-ticket-0000000000000000', name: '冒充' });
    expect(forged.body.error).toBe('H5_TICKET_INVALID');
    expect((await t.call(phone.info, { ticket: 'forged-ticket-0000000000000000' })).body.error).toBe(
      'H5_TICKET_INVALID',
    );
    const quiz = await makeLiveActivity(t, organiser.customer, 3);
    const { ticket } = await enterAs(t, quiz);
    expect((await t.call(phone.signIn, { ticket, name: '串场' })).body.error).toBe('ACTIVITY_KIND_MISMATCH');
  });

  it('takes a photo the phone uploaded here, and refuses any other address with nothing stored', async () => {
    const lottery = await makeLottery(t, organiser);
    const uploadPhoto = (ticket: string) => uploadAsParticipant(t, ticket);
    const { ticket } = await enterAs(t, lottery);
    const own = await uploadPhoto(ticket);
    const { ticket: neighbour } = await enterAs(t, lottery);
    const theirs = await uploadPhoto(neighbour);
    for (const photo_url of [
      'https://evil.example/me.jpg',
      '//evil.example/me.jpg',
      `http://localhost${own}`,
      'javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      '/etc/passwd',
      '/uploads/../private/cert.pem',
      `${own.slice(0, own.lastIndexOf('/'))}/../../../x.png`,
      `${own}?v=1`,
      theirs,
    ]) {
      const res = await t.call(phone.signIn, { ticket, name: '冒图', photo_url });
      expect(res.status, photo_url).toBe(400);
      expect(res.body, photo_url).toMatchObject({ error: 'LOTTERY_SIGNIN_INVALID', msg: '照片无效，请重新上传' });
    }
    expect((await people(lottery)).total).toBe(0);

    const res = await t.call(phone.signIn, { ticket, name: '真图', photo_url: own });
    expect(res.body.code).toBe(200);
    expect((await people(lottery)).list[0]).toMatchObject({ name: '真图', photo_url: own });
  });

  it("seats no more than the organiser's online capacity", async () => {
    const owner = await makeCustomer(t);
    await t.deps.db.update(customers).set({ onlineNum: 2 }).where(eq(customers.id, owner.customer.id));
    const lottery = await makeLottery(t, owner);
    for (const name of ['一', '二']) expect((await signIn(lottery, name)).res.body.code).toBe(200);
    const third = await signIn(lottery, '三');
    expect(third.res.body).toMatchObject({ error: 'GAME_FULL', msg: '本场人数已满，请联系主办方' });
    const listed = await t.call(contract.lottery.people, { activity_id: lottery.id }, as(owner));
    expect(listed.body.data.total).toBe(2);
  });

  it('sends the names signing in to the big screen in batches, masked as the screen shows them', async () => {
    const lottery = await makeLottery(t, organiser);
    await t.call(contract.lotteryNd.config, { activity_id: lottery.id, masked_display: true }, as(organiser));
    await t.call(s.saveSite, { activity_id: lottery.id, show_photos: false }, as(organiser));
    const heard: BusMessage[] = [];
    const stop = t.deps.bus.subscribe(liveChannels.stage(lottery.id), (m) => heard.push(m));
    await Promise.all(['张小三', '李四', '王老五'].map((name) => signIn(lottery, name)));
    const walls = () =>
      heard.filter((m) => m.event === 'lottery.wall').map((m) => m.payload as LivePayload<'lottery.wall'>);
    for (let i = 0; i < 100 && walls().flatMap((w) => w.people).length < 3; i += 1) {
      await new Promise((r) => setTimeout(r, 20));
    }
    stop();
    expect(
      walls()
        .flatMap((w) => w.people.map((p) => p.name))
        .sort(),
    ).toEqual(['张*三', '李*', '王*五']);
    expect(walls().every((w) => w.people.every((p) => p.photo === ''))).toBe(true);
    expect(walls().at(-1)).toMatchObject({ activity_id: lottery.id, signed_count: 3 });
  });
});
