import { contract } from '@app/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { makeStaff } from '../access/role.factory.js';
import { makeLiveActivity } from '../activity/live-activity.factory.js';
import { exportSheet, writeWorkbook } from '../export/index.js';
import { addPeople, addTier, makeLottery, runCommands } from './lottery-stage.factory.js';

const c = contract.lottery;

const rowsOf = async (content: Uint8Array) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(content).buffer);
  const sheet = book.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    rows.push(Array.from({ length: sheet.columnCount }, (_, i) => row.getCell(i + 1).text));
  });
  return { title: sheet.name, rows };
};

describe('the people of a lottery', () => {
  const { t, organiser, other } = organiserApp({ other: true });

  const mine = () => ({ token: organiser.token });
  const list = async (activityId: number, filters: Record<string, unknown> = {}, token = organiser.token) =>
    (await t.call(c.people, { activity_id: activityId, limit: 100, ...filters }, { token })).body;
  const save = (activityId: number, person: Record<string, unknown>, token = organiser.token) =>
    t.call(c.personSave, { activity_id: activityId, ...person }, { token });

  it('adds, edits and filters people, and lists their groups', async () => {
    const lottery = await makeLottery(t, organiser);
    const added = await save(lottery.id, { name: ' 王五 ', phone: '13800000001', department: '财务部', group: 'A组' });
    expect(added.body.data).toMatchObject({
      activity_id: lottery.id,
      name: '王五',
      phone: '13800000001',
      department: '财务部',
      group: 'A组',
      source: 'imported',
      signed: false,
      signed_at: null,
      eligible: true,
      won_tiers: [],
    });
    await save(lottery.id, { name: '赵六', group: 'B组', employee_no: 'E007' });
    const edited = await save(lottery.id, {
      id: added.body.data.id,
      name: '王五',
      group: 'B组',
      photo_url: '/u/w.png',
    });
    expect(edited.body.data).toMatchObject({ id: added.body.data.id, group: 'B组', phone: '', photo_url: '/u/w.png' });

    const all = await list(lottery.id);
    expect(all.data).toMatchObject({ total: 2, groups: ['B组'] });
    expect((await list(lottery.id, { keyword: 'E00' })).data.list.map((p) => p.name)).toEqual(['赵六']);
    expect((await list(lottery.id, { signed: 1 })).data.total).toBe(0);
    expect((await list(lottery.id, { source: 'imported', signed: 0 })).data.total).toBe(2);
  });

  it('keeps a phone number to one person of the activity', async () => {
    const lottery = await makeLottery(t, organiser);
    const first = await save(lottery.id, { name: '甲', phone: '13800000002' });
    const second = await save(lottery.id, { name: '乙', phone: '13800000002' });
    expect(second.body).toMatchObject({ code: 400, error: 'LOTTERY_PHONE_TAKEN', msg: '该手机号已在名单中' });
    const other = await save(lottery.id, { name: '乙', phone: '13800000003' });
    const taken = await save(lottery.id, { id: other.body.data.id, name: '乙', phone: '13800000002' });
    expect(taken.body.error).toBe('LOTTERY_PHONE_TAKEN');
    // Saving a person with their own number is no conflict.
    expect((await save(lottery.id, { id: first.body.data.id, name: '甲二', phone: '13800000002' })).body.code).toBe(
      200,
    );
    const bad = await save(lottery.id, { name: '丙', phone: '1380000' });
    expect(bad.body).toMatchObject({ code: 400, msg: '手机号格式错误' });
    const missing = await save(lottery.id, { id: 999_999, name: '丁' });
    expect(missing.body.error).toBe('LOTTERY_PERSON_NOT_FOUND');
  });

  it('marks people not eligible and eligible again, counting only those that changed', async () => {
    const lottery = await makeLottery(t, organiser);
    const ids = await addPeople(t, lottery, 3);
    const off = await t.call(c.personEligible, { activity_id: lottery.id, ids, eligible: false }, mine());
    expect(off.body.data).toEqual({ affected: 3 });
    const again = await t.call(c.personEligible, { activity_id: lottery.id, ids: [ids[0]!], eligible: false }, mine());
    expect(again.body.data).toEqual({ affected: 0 });
    await t.call(c.personEligible, { activity_id: lottery.id, ids: [ids[1]!], eligible: true }, mine());
    expect((await list(lottery.id, { eligible: 0 })).data.total).toBe(2);
    expect((await list(lottery.id, { eligible: 1 })).data.list.map((p) => p.id)).toEqual([ids[1]]);
  });

  it('removes people never drawn, and keeps winners (all or none) with the tiers they won', async () => {
    const lottery = await makeLottery(t, organiser);
    const ids = await addPeople(t, lottery, 3);
    const tier = await addTier(t, organiser, lottery.id, { name: '一等奖', count: 3 });
    await runCommands(t, organiser, lottery.id, [['open', { tier_id: tier.id, count: 3 }], ['spin'], ['stop']]);
    const winners = (await list(lottery.id)).data.list;
    expect(winners.every((p) => p.won_tiers.join() === '一等奖')).toBe(true);

    const [loner] = await addPeople(t, lottery, 1, () => ({ name: '未中奖' }));
    const refused = await t.call(c.personDelete, { activity_id: lottery.id, ids: [loner!, ids[0]!] }, mine());
    expect(refused.body).toMatchObject({
      error: 'LOTTERY_PERSON_HAS_WON',
      msg: '已中奖的人员不能删除，可设为不参与抽奖',
    });
    expect((await list(lottery.id)).data.total).toBe(4);
    const removed = await t.call(c.personDelete, { activity_id: lottery.id, ids: [loner!] }, mine());
    expect(removed.body.data).toEqual({ deleted: 1 });
    expect((await list(lottery.id)).data.total).toBe(3);
  });

  it("refuses another organiser's lottery, another kind of activity and staff without the activity page", async () => {
    const theirs = await makeLottery(t, other);
    const [person] = await addPeople(t, theirs, 1);
    const answers = [
      await list(theirs.id),
      (await save(theirs.id, { name: '闯入者' })).body,
      (await save(theirs.id, { id: person!, name: '改名' })).body,
      (await t.call(c.personDelete, { activity_id: theirs.id, ids: [person!] }, mine())).body,
      (await t.call(c.personEligible, { activity_id: theirs.id, ids: [person!], eligible: false }, mine())).body,
    ];
    for (const answer of answers) expect(answer).toMatchObject({ code: 600, error: 'ACTIVITY_NOT_FOUND' });
    expect((await list(theirs.id, {}, other.token)).data.list[0]).toMatchObject({ name: '员工1', eligible: true });

    const quiz = await makeLiveActivity(t, organiser.customer, 3);
    expect((await list(quiz.id)).error).toBe('ACTIVITY_KIND_MISMATCH');
    const staff = await makeStaff(t, organiser, { pages: [] });
    const own = await makeLottery(t, organiser);
    expect((await list(own.id, {}, staff.token)).error).toBe('AUTH_FORBIDDEN');
  });

  it('exports every person with their sign-in, eligibility and prizes', async () => {
    const lottery = await makeLottery(t, organiser);
    await addPeople(t, lottery, 2, (i) => ({
      phone: `1390000000${i}`,
      department: '市场部',
      group: 'A组',
      fields: { custom_1: `T${i}` },
    }));
    await t.call(
      contract.lotterySignin.customerField,
      { activity_id: lottery.id, fields: [{ key: 'custom_1', kind: 'text', label: '桌号' }] },
      mine(),
    );
    const { title, rows } = await rowsOf(await writeWorkbook(await exportSheet(t.deps.db, 'lottery_people', lottery)));
    expect(title).toBe('抽奖名单');
    expect(rows).toEqual([
      ['姓名', '手机号', '部门', '工号', '分组', '照片', '桌号', '来源', '签到时间', '可参与抽奖', '中奖奖项'],
      ['员工1', '13900000000', '市场部', '', 'A组', '', 'T0', '导入', '', '是', ''],
      ['员工2', '13900000001', '市场部', '', 'A组', '', 'T1', '导入', '', '是', ''],
    ]);
    const started = await t.call(contract.export.start, { activity_id: lottery.id, type: 'lottery_people' }, mine());
    expect(started.body.code).toBe(200);
  });
});
