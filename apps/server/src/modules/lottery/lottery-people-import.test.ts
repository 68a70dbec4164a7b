import { contract, lotteryImportColumns } from '@app/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { multipartBody } from '../upload/index.js';
import { makeLottery } from './lottery-stage.factory.js';

const c = contract.lottery;
type Row = (string | number)[];

const sheetOf = async (rows: Row[], headers: readonly string[] = lotteryImportColumns) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('人员名单');
  sheet.addRow([...headers]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
};

describe('importing the people of a lottery from .xlsx', () => {
  const { t, organiser, other } = organiserApp({ other: true });

  const importFile = async (activityId: number, content: Buffer, fileName = '名单.xlsx', token = organiser.token) => {
    const { payload, contentType } = multipartBody([
      { name: 'activity_id', value: String(activityId) },
      { name: 'file', fileName, content },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: c.peopleImport.path,
      headers: { host: 'localhost', token, 'content-type': contentType },
      payload,
    });
    return res.json();
  };
  const people = async (activityId: number, token = organiser.token) =>
    (await t.call(c.people, { activity_id: activityId, limit: 100 }, { token })).body.data;

  it('imports 50 people, then updates those whose phone number is on the list and adds the others', async () => {
    const lottery = await makeLottery(t, organiser);
    const fifty = Array.from({ length: 50 }, (_, i) => [
      `员工${i + 1}`,
      i < 40 ? 13_700_000_000 + i : '',
      i % 2 ? '技术部' : '市场部',
      i < 25 ? 'A组' : 'B组',
      i === 0 ? 'https://example.com/1.jpg' : '',
    ]);
    expect(await importFile(lottery.id, await sheetOf(fifty))).toMatchObject({
      code: 200,
      data: { added: 50, updated: 0 },
    });
    const listed = await people(lottery.id);
    expect(listed.total).toBe(50);
    expect(listed.groups).toEqual(['A组', 'B组']);
    expect(listed.list.find((p) => p.name === '员工1')).toMatchObject({
      phone: '13700000000',
      department: '市场部',
      group: 'A组',
      photo_url: 'https://example.com/1.jpg',
      source: 'imported',
      eligible: true,
    });

    // A known number updates its person: the name, and only the cells the file fills in.
    const again = await sheetOf([
      ['员工一', '13700000000', '', 'C组', ''],
      ['新同事', '13700009999', '行政部', '', ''],
    ]);
    expect((await importFile(lottery.id, again)).data).toEqual({ added: 1, updated: 1 });
    const after = await people(lottery.id);
    expect(after.total).toBe(51);
    expect(after.list.find((p) => p.phone === '13700000000')).toMatchObject({
      name: '员工一',
      department: '市场部',
      group: 'C组',
      photo_url: 'https://example.com/1.jpg',
    });
  });

  it('names every bad row and imports nothing when any row is bad', async () => {
    const lottery = await makeLottery(t, organiser);
    const file = await sheetOf([
      ['甲', '13700000001', '', '', ''],
      ['乙', '1370000', '', '', ''],
      ['', '13700000003', '财务部', '', ''],
      ['丁', '13700000001', '', '', ''],
      ['戊', '', '', '', 'not a link'],
      ['己', '', '', '', ''],
    ]);
    expect(await importFile(lottery.id, file)).toMatchObject({
      code: 400,
      error: 'LOTTERY_IMPORT_INVALID',
      msg:
        '第 3 行：手机号格式不正确；第 4 行：请填写姓名；第 5 行：手机号与第 2 行重复；' +
        '第 6 行：照片须为 http:// 或 https:// 开头的图片链接；未导入任何人员',
    });
    expect((await people(lottery.id)).total).toBe(0);
    const empty = await importFile(lottery.id, await sheetOf([]));
    expect(empty).toMatchObject({ code: 400, msg: '文件中没有人员，未导入任何人员' });
  });

  it('refuses a file that is no .xlsx in the template, and a missing one', async () => {
    const lottery = await makeLottery(t, organiser);
    const good = await sheetOf([['甲', '', '', '', '']]);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const refusals = [
      await importFile(lottery.id, Buffer.from('姓名,手机号\n甲,13700000001\n'), '名单.csv'),
      await importFile(lottery.id, good, '名单.png'),
      await importFile(lottery.id, png, '名单.xlsx'),
      await importFile(lottery.id, Buffer.from('PK\u0003\u0004 not really a workbook'), '名单.xlsx'),
      await importFile(lottery.id, await sheetOf([['甲']], ['名字', '电话'])),
    ];
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({ code: 400, error: 'LOTTERY_IMPORT_FILE_INVALID' });
    }
    const { payload, contentType } = multipartBody([{ name: 'activity_id', value: String(lottery.id) }]);
    const missing = await t.app.inject({
      method: 'POST',
      url: c.peopleImport.path,
      headers: { host: 'localhost', token: organiser.token, 'content-type': contentType },
      payload,
    });
    expect(missing.json()).toMatchObject({ error: 'UPLOAD_FILE_MISSING' });
    expect((await people(lottery.id)).total).toBe(0);
  });

  it("refuses to import into another organiser's lottery", async () => {
    const theirs = await makeLottery(t, other);
    const refused = await importFile(theirs.id, await sheetOf([['闯入者', '', '', '', '']]));
    expect(refused).toMatchObject({ code: 600, error: 'ACTIVITY_NOT_FOUND' });
    expect((await people(theirs.id, other.token)).total).toBe(0);
  });

  it('hands out a template that imports as it is', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: c.peopleTemplate.path,
      headers: { host: 'localhost', token: organiser.token },
    });
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const name = encodeURIComponent('抽奖名单导入模板.xlsx');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(res.rawPayload).buffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['人员名单', '填写说明']);
    expect(book.worksheets[0]!.getRow(1).values).toEqual([undefined, ...lotteryImportColumns]);

    const lottery = await makeLottery(t, organiser);
    expect((await importFile(lottery.id, res.rawPayload)).data).toEqual({ added: 2, updated: 0 });
  });
});
