import { contract, type InputOf, type LivePayload, liveChannels } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { BusMessage } from '../../platform/bus/bus.js';
import type { Account } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { enterAs } from '../activity/participant.factory.js';
import { makeLottery } from './lottery-stage.factory.js';

const b = contract.lotteryBarrage;
const phone = contract.lotteryPhone;
type Lottery = Awaited<ReturnType<typeof makeLottery>>;
type Settings = Omit<InputOf<typeof b.save>, 'activity_id'>;

describe('the barrage of a lottery', () => {
  const { t, organiser, other } = organiserApp({ other: true });

  const as = (a: Account = organiser) => ({ token: a.token });
  const configure = (lottery: Lottery, settings: Settings) =>
    t.call(b.save, { activity_id: lottery.id, ...settings }, as());
  const signedIn = async (lottery: Lottery, name: string) => {
    const { ticket } = await enterAs(t, lottery);
    await t.call(phone.signIn, { ticket, name });
    return ticket;
  };
  const send = (ticket: string, text: string) => t.call(phone.barrage, { ticket, text });
  const queue = async (lottery: Lottery, isVerify: number | '') =>
    (await t.call(b.msgList, { turn_id: lottery.id, is_verify: isVerify, limit: 50 }, as())).body.data;
  /** What the big screen hears on `stage:<id>`; `until` waits for the batches (a quarter second apart). */
  const screen = (lottery: Lottery) => {
    const heard: BusMessage[] = [];
    const stop = t.deps.bus.subscribe(liveChannels.stage(lottery.id), (m) => heard.push(m));
    const messages = () =>
      heard.flatMap((m) =>
        m.event === 'lottery.barrage' ? (m.payload as LivePayload<'lottery.barrage'>).messages : [],
      );
    const until = async (n: number) => {
      for (let i = 0; i < 100 && messages().length < n; i += 1) await new Promise((r) => setTimeout(r, 20));
      return messages();
    };
    return { heard, messages, until, stop };
  };

  it('keeps the barrage settings, with their defaults until saved', async () => {
    const lottery = await makeLottery(t, organiser);
    expect((await t.call(b.get, { activity_id: lottery.id }, as())).body.data).toEqual({
      enabled: true,
      moderation: 'pre',
      words: [],
      rate_per_minute: 6,
      speed: 'normal',
    });
    const saved = await configure(lottery, {
      moderation: 'post',
      words: [' 广告 '],
      rate_per_minute: 3,
      speed: 'fast',
    });
    expect(saved.body.data).toEqual({
      enabled: true,
      moderation: 'post',
      words: ['广告'],
      rate_per_minute: 3,
      speed: 'fast',
    });
    expect((await t.call(b.get, { activity_id: lottery.id }, as())).body.data).toEqual(saved.body.data);
    expect((await configure(lottery, { rate_per_minute: 0 })).body.msg).toBe('每分钟最多发送1到60条');
  });

  it('queues messages under pre-moderation and sends the approved ones to the big screen', async () => {
    const lottery = await makeLottery(t, organiser);
    const ticket = await signedIn(lottery, '小张');
    const big = screen(lottery);
    const first = await send(ticket, ' 新年快乐 ');
    expect(first.body.data).toEqual({ id: expect.any(Number), status: 'pending' });
    const second = await send(ticket, '恭喜发财');
    await new Promise((r) => setTimeout(r, 300));
    expect(big.messages()).toEqual([]);

    const pending = await queue(lottery, 0);
    expect(pending.total).toBe(2);
    expect(pending.list[1]).toMatchObject({
      name: '小张',
      text: '新年快乐',
      status: 'pending',
      is_verify: 0,
      system: false,
    });
    const verify = (ids: number[], isVerify: number) =>
      t.call(b.msgVerify, { turn_id: lottery.id, ids, is_verify: isVerify }, as());
    expect((await verify([first.body.data.id], 1)).body.data).toEqual({ affected: 1 });
    expect((await verify([first.body.data.id], 1)).body.data).toEqual({ affected: 0 });
    expect((await verify([second.body.data.id], 2)).body.data).toEqual({ affected: 1 });
    expect(await big.until(1)).toEqual([{ id: first.body.data.id, name: '小张', text: '新年快乐', system: false }]);
    big.stop();
    expect((await queue(lottery, 1)).list.map((m) => m.text)).toEqual(['新年快乐']);
    expect((await queue(lottery, 2)).list.map((m) => m.is_verify)).toEqual([2]);
    expect((await queue(lottery, '')).total).toBe(2);
    expect((await verify([first.body.data.id], 3)).body.msg).toBe('审核结果不正确');
  });

  it('publishes at once under post-moderation, with names masked when the screen masks them', async () => {
    const lottery = await makeLottery(t, organiser);
    await configure(lottery, { moderation: 'post' });
    await t.call(contract.lotteryNd.config, { activity_id: lottery.id, masked_display: true }, as());
    const ticket = await signedIn(lottery, '欧阳小明');
    const big = screen(lottery);
    const sent = await send(ticket, '加油');
    expect(sent.body.data.status).toBe('approved');
    expect(await big.until(1)).toEqual([{ id: sent.body.data.id, name: '欧**明', text: '加油', system: false }]);
    big.stop();
    expect((await queue(lottery, 1)).list[0]).toMatchObject({ name: '欧阳小明', is_verify: 1 });
  });

  it('refuses oversized, filtered and too frequent messages, and phones not signed in or with barrage off', async () => {
    const lottery = await makeLottery(t, organiser);
    await configure(lottery, { words: ['Spam', '退款'], rate_per_minute: 3 });
    const ticket = await signedIn(lottery, '小李');
    expect((await send(ticket, '长'.repeat(41))).body).toMatchObject({ code: 400, msg: '弹幕不能超过40个字' });
    expect((await send(ticket, '   ')).body.msg).toBe('请输入弹幕内容');
    const filtered = await send(ticket, '快来买 SPAM 啊');
    expect(filtered.body).toMatchObject({
      error: 'LOTTERY_BARRAGE_FILTERED',
      msg: '弹幕包含不允许发送的词语，请修改后再发',
    });
    // The refused attempt counted too: two more make three this minute.
    expect((await send(ticket, '第一条')).body.code).toBe(200);
    expect((await send(ticket, '第二条')).body.code).toBe(200);
    expect((await send(ticket, '第三条')).body).toMatchObject({
      error: 'LOTTERY_BARRAGE_TOO_FAST',
      msg: '发送太频繁，请稍后再发',
    });
    // Another person has a rate of their own; the minute passing gives the first one theirs back.
    expect((await send(await signedIn(lottery, '小赵'), '我也来')).body.code).toBe(200);
    t.clock.advance(60_000);
    expect((await send(ticket, '又来了')).body.code).toBe(200);
    expect((await queue(lottery, 0)).total).toBe(4);

    const { ticket: stranger } = await enterAs(t, lottery);
    expect((await send(stranger, '没签到')).body).toMatchObject({ error: 'LOTTERY_SIGNIN_REQUIRED', msg: '请先签到' });
    expect((await send('forged-ticket-0000000000000000', '冒充')).body.error).toBe('H5_TICKET_INVALID');
    await configure(lottery, { enabled: false });
    expect((await send(ticket, '关了吗')).body).toMatchObject({ error: 'LOTTERY_BARRAGE_OFF', msg: '弹幕未开启' });
  });

  it('refuses a filtered word hidden by spaces, zero-width characters, full-width letters or accents as it refuses the plain word', async () => {
    const lottery = await makeLottery(t, organiser);
    await configure(lottery, { words: ['spam', '退款'], moderation: 'post', rate_per_minute: 10 });
    const ticket = await signedIn(lottery, '小钱');
    for (const text of ['spam', 's p a m', 'sp\u200bam', 'ＳＰＡＭ', 'spâm', '退 . 款']) {
      expect((await send(ticket, text)).body).toMatchObject({
        error: 'LOTTERY_BARRAGE_FILTERED',
        msg: '弹幕包含不允许发送的词语，请修改后再发',
      });
    }
    expect((await queue(lottery, '')).total).toBe(0);
  });

  it("sends the organiser's system messages at once, lists and deletes them", async () => {
    const lottery = await makeLottery(t, organiser);
    const big = screen(lottery);
    const added = await t.call(b.barrageAdd, { activity_id: lottery.id, text: '欢迎各位来宾' }, as());
    expect(added.body.data).toMatchObject({ text: '欢迎各位来宾', status: 'approved', is_verify: 1, system: true });
    expect(await big.until(1)).toEqual([{ id: added.body.data.id, name: '', text: '欢迎各位来宾', system: true }]);
    big.stop();
    await t.call(b.barrageAdd, { activity_id: lottery.id, text: '抽奖马上开始' }, as());
    const listed = await t.call(b.barrageList, { activity_id: lottery.id }, as());
    expect(listed.body.data.map((m) => m.text)).toEqual(['抽奖马上开始', '欢迎各位来宾']);
    // System messages stay out of the moderation queue.
    expect((await queue(lottery, '')).total).toBe(0);

    const remove = (id: number) => t.call(b.barrageDelete, { activity_id: lottery.id, id }, as());
    expect((await remove(added.body.data.id)).body.code).toBe(200);
    expect((await remove(added.body.data.id)).body.error).toBe('LOTTERY_MESSAGE_NOT_FOUND');
    expect((await t.call(b.barrageList, { activity_id: lottery.id }, as())).body.data).toHaveLength(1);
  });

  it("refuses every call on another organiser's lottery", async () => {
    const theirs = await makeLottery(t, other);
    const mine = as();
    const answers = [
      await t.call(b.get, { activity_id: theirs.id }, mine),
      await t.call(b.save, { activity_id: theirs.id, enabled: false }, mine),
      await t.call(b.msgList, { turn_id: theirs.id }, mine),
      await t.call(b.msgVerify, { turn_id: theirs.id, ids: [1], is_verify: 1 }, mine),
      await t.call(b.barrageList, { activity_id: theirs.id }, mine),
      await t.call(b.barrageAdd, { activity_id: theirs.id, text: '闯入' }, mine),
      await t.call(b.barrageDelete, { activity_id: theirs.id, id: 1 }, mine),
    ];
    for (const { body } of answers) expect(body).toMatchObject({ code: 600, error: 'ACTIVITY_NOT_FOUND' });
    expect((await t.call(b.get, { activity_id: theirs.id }, as(other))).body.data.enabled).toBe(true);
  });
});
