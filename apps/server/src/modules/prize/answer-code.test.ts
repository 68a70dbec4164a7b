import { contract } from '@app/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Account } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import type { ActivityRecord } from '../activity/index.js';
import { makeLiveQuiz } from '../activity/live-quiz.factory.js';
import { shanghaiTime } from '../export/index.js';
import { shanghaiStamp } from '../order/index.js';
import { answerCodeRequired, redeemAnswerCode } from './answer-code.repository.js';
import { makeParticipant } from './prize.factory.js';

const p = contract.prize;

describe('answer codes', () => {
  const { t, organiser, other } = organiserApp({ other: true });

  const as = (a: Account = organiser) => ({ token: a.token });
  const newQuiz = () => makeLiveQuiz(t, organiser.customer);
  const generate = async (activityId: number, count: number, batch = '') => {
    const res = await t.call(p.answerCodeGenerate, { activity_id: activityId, count, batch }, as());
    expect(res.body.code).toBe(200);
    return res.body.data.created;
  };
  const list = async (activityId: number, filter: Record<string, unknown> = {}) => {
    const res = await t.call(p.answerCodeList, { activity_id: activityId, limit: 100, ...filter }, as());
    expect(res.body.code).toBe(200);
    return res.body.data;
  };
  const config = async (activityId: number, required?: boolean) =>
    (await t.call(p.answerCodeConfig, { activity_id: activityId, required }, as())).body.data;
  const redeem = (activity: ActivityRecord, participantId: number, code: string) =>
    redeemAnswerCode(t.deps.db, { activityId: activity.id, participantId, code, now: t.clock.now() });

  it('is off until the organiser requires it, and counts codes made and used', async () => {
    const activity = await newQuiz();
    expect(await config(activity.id)).toEqual({ required: false, total: 0, used: 0 });
    expect(await answerCodeRequired(t.deps.db, activity.id)).toBe(false);
    expect(await config(activity.id, true)).toMatchObject({ required: true });
    expect(await answerCodeRequired(t.deps.db, activity.id)).toBe(true);
    await generate(activity.id, 3);
    const [first] = (await list(activity.id)).list;
    await redeem(activity, (await makeParticipant(t, activity)).id, first!.code);
    expect(await config(activity.id)).toEqual({ required: true, total: 3, used: 1 });
    expect(await config(activity.id, false)).toMatchObject({ required: false });
  });

  it('generates distinct 8-character codes without look-alike letters, under a batch', async () => {
    const activity = await newQuiz();
    expect(await generate(activity.id, 1000, '第一批')).toBe(1000);
    expect(await generate(activity.id, 5, '第二批')).toBe(5);
    const page = await list(activity.id, { limit: 100 });
    expect(page.total).toBe(1005);
    const codes = page.list.map((c) => c.code);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(page.list[0]).toMatchObject({ batch: '第二批', used: false, name: '', phone: '', used_at: null });
    const firstBatch = await list(activity.id, { keywords: '第一批', limit: 1 });
    expect(firstBatch.total).toBe(1000);
  });

  it('answers the contract’s messages for a bad count or batch', async () => {
    const activity = await newQuiz();
    const cases: [Record<string, unknown>, string][] = [
      [{ count: 0 }, '生成数量至少为1'],
      [{ count: 1001 }, '一次最多生成1000个'],
      [{ count: 5, batch: '批'.repeat(31) }, '批次名称不能超过30个字'],
    ];
    for (const [fields, msg] of cases) {
      const res = await t.call(p.answerCodeGenerate, { activity_id: activity.id, ...fields }, as());
      expect(res.body, msg).toMatchObject({ code: 400, msg });
    }
    const none = await t.call(p.answerCodeDelete, { activity_id: activity.id, ids: [] }, as());
    expect(none.body).toMatchObject({ code: 400, msg: '请选择答题码' });
  });

  it('lists who used a code and filters by used and by code, batch, name or phone', async () => {
    const activity = await newQuiz();
    await generate(activity.id, 3, 'A批');
    await generate(activity.id, 2, 'B批');
    const all = (await list(activity.id)).list;
    const taker = await makeParticipant(t, activity, { name: '王小明', phone: '13800001234' });
    t.clock.advance(60_000);
    expect(await redeem(activity, taker.id, all[4]!.code.toLowerCase())).toBe(true);

    const used = await list(activity.id, { used: 1 });
    expect(used.list).toEqual([
      expect.objectContaining({ code: all[4]!.code, used: true, name: '王小明', phone: '13800001234' }),
    ]);
    expect(used.list[0]!.used_at).toBe(t.clock.now().toISOString());
    expect((await list(activity.id, { used: 0 })).total).toBe(4);
    expect((await list(activity.id, { keywords: '王小' })).list.map((c) => c.code)).toEqual([all[4]!.code]);
    expect((await list(activity.id, { keywords: '0001234' })).total).toBe(1);
    expect((await list(activity.id, { keywords: 'B批' })).total).toBe(2);
    expect((await list(activity.id, { keywords: all[1]!.code.slice(2, 7) })).list[0]!.code).toBe(all[1]!.code);
  });

  it('deletes only unused codes and answers how many went', async () => {
    const activity = await newQuiz();
    await generate(activity.id, 3);
    const codes = (await list(activity.id)).list;
    await redeem(activity, (await makeParticipant(t, activity)).id, codes[0]!.code);
    const res = await t.call(p.answerCodeDelete, { activity_id: activity.id, ids: codes.map((c) => c.id) }, as());
    expect(res.body.data).toEqual({ deleted: 2 });
    expect((await list(activity.id)).list.map((c) => c.code)).toEqual([codes[0]!.code]);
  });

  it('downloads the unused codes as .xlsx', async () => {
    const activity = await newQuiz();
    await generate(activity.id, 2, '纸质');
    const codes = (await list(activity.id)).list;
    await redeem(activity, (await makeParticipant(t, activity)).id, codes[0]!.code);
    const res = await t.app.inject({
      method: 'GET',
      url: `${p.answerCodeDownload.path}?activity_id=${activity.id}`,
      headers: { host: 'localhost', token: organiser.token },
    });
    expect(res.statusCode).toBe(200);
    const stamp = shanghaiStamp(t.clock.now());
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(`答题码_${activity.id}_${stamp}.xlsx`));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
    expect(rows.map((r) => r.slice(1))).toEqual([
      ['答题码', '批次', '生成时间'],
      [codes[1]!.code, '纸质', shanghaiTime(t.clock.now())],
    ]);
  });

  it('hides another organiser’s activity on every call', async () => {
    const activity = await newQuiz();
    const calls = [
      t.call(p.answerCodeConfig, { activity_id: activity.id, required: true }, as(other)),
      t.call(p.answerCodeGenerate, { activity_id: activity.id, count: 1 }, as(other)),
      t.call(p.answerCodeList, { activity_id: activity.id }, as(other)),
      t.call(p.answerCodeDelete, { activity_id: activity.id, ids: [1] }, as(other)),
      t.call(p.answerCodeDownload, { activity_id: activity.id }, as(other)),
    ];
    for (const res of await Promise.all(calls)) expect(res.body).toMatchObject({ code: 600, msg: '活动不存在' });
    expect(await config(activity.id)).toEqual({ required: false, total: 0, used: 0 });
  });

  describe('redeeming', () => {
    it('takes a code once; the same participant may enter with it again, another may not', async () => {
      const activity = await newQuiz();
      await generate(activity.id, 1);
      const [code] = (await list(activity.id)).list;
      const [a, b] = [await makeParticipant(t, activity), await makeParticipant(t, activity)];
      expect(await redeem(activity, a.id, code!.code)).toBe(true);
      expect(await redeem(activity, a.id, ` ${code!.code.toLowerCase()} `)).toBe(true);
      expect(await redeem(activity, b.id, code!.code)).toBe(false);
      expect(await redeem(activity, b.id, 'ZZZZZZZZ')).toBe(false);
      const other = await newQuiz();
      expect(await redeem(other, b.id, code!.code)).toBe(false);
    });

    it('gives one code to exactly one of ten participants redeeming it at once', async () => {
      const activity = await newQuiz();
      await generate(activity.id, 1);
      const [code] = (await list(activity.id)).list;
      const people = await Promise.all(Array.from({ length: 10 }, () => makeParticipant(t, activity)));
      const results = await Promise.all(
        people.map((person) =>
          t.deps.db.transaction((tx) =>
            redeemAnswerCode(tx, { activityId: activity.id, participantId: person.id, code: code!.code }),
          ),
        ),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      expect((await list(activity.id, { used: 1 })).total).toBe(1);
    });
  });
});
