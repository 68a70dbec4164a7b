import { contract, gradeImportColumns, gradeLimits } from '@app/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { activityOwner } from '../activity/index.js';
import { multipartBody } from '../upload/index.js';
import { addContestants, addRound, makeGrade } from './grade.factory.js';
import { gradeContestants, gradeGroups } from './grade.table.js';

const c = contract.gradeActivity;
type Row = (string | number)[];

const sheetOf = async (rows: Row[], headers: readonly string[] = gradeImportColumns) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('选手名单');
  sheet.addRow([...headers]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
};

describe('importing the contestants of a judge-scoring activity from .xlsx', () => {
  const { t, organiser, other } = organiserApp({ other: true });
  const mine = () => ({ token: organiser.token });

  const importFile = async (
    activityId: number,
    content: Buffer,
    options: { roundId?: number; fileName?: string; token?: string } = {},
  ) => {
    const { payload, contentType } = multipartBody([
      { name: 'activity_id', value: String(activityId) },
      ...(options.roundId ? [{ name: 'round_id', value: String(options.roundId) }] : []),
      { name: 'file', fileName: options.fileName ?? '选手.xlsx', content },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: contract.grade.importContestants.path,
      headers: { host: 'localhost', token: options.token ?? organiser.token, 'content-type': contentType },
      payload,
    });
    return res.json();
  };
  const contestants = async (activityId: number, filters: Record<string, unknown> = {}, token = organiser.token) =>
    (await t.call(c.userList, { activity_id: activityId, limit: 100, ...filters }, { token })).body.data;
  const groupNames = async (activityId: number) =>
    (await t.call(c.userGroup, { activity_id: activityId, is_page: 0 }, mine())).body.data.list.map((g) => g.name);
  const template = (activityId: number, token = organiser.token) =>
    t.app.inject({
      method: 'GET',
      url: `${contract.grade.contestantTemplate.path}?activity_id=${activityId}`,
      headers: { host: 'localhost', token },
    });

  it('imports contestants with their fields, making the groups not there yet, last into the round given', async () => {
    const grade = await makeGrade(t, organiser);
    const round = (await addRound(t, grade))!;
    await addContestants(t, grade, round.id, 2);
    await t.call(
      c.saveUserField,
      {
        activity_id: grade.id,
        fields: [
          { key: 'f1', label: '单位' },
          { key: 'f2', label: '作品' },
        ],
      },
      mine(),
    );
    await t.call(c.addUserGroup, { activity_id: grade.id, name: 'A组' }, mine());
    const file = await sheetOf(
      [
        ['张三', 'A组', '民族唱法', 'https://example.com/z.jpg', '音乐学院', '《春天》'],
        ['李四', 'B组', '', '/u/l.png', '', ''],
        ['王五', '', '', '', '', 1234],
      ],
      [...gradeImportColumns, '单位', '作品'],
    );
    expect(await importFile(grade.id, file, { roundId: round.id })).toMatchObject({ code: 200, data: { added: 3 } });

    expect(await groupNames(grade.id)).toEqual(['A组', 'B组']);
    const inRound = await contestants(grade.id, { round_id: round.id });
    expect(inRound.list.map((x) => [x.name, x.rounds[0]?.sort])).toEqual([
      ['选手1', 0],
      ['选手2', 1],
      ['张三', 2],
      ['李四', 3],
      ['王五', 4],
    ]);
    expect(inRound.list[2]).toMatchObject({
      group_name: 'A组',
      description: '民族唱法',
      photo: 'https://example.com/z.jpg',
      values: { f1: '音乐学院', f2: '《春天》' },
    });
    expect(inRound.list[3]).toMatchObject({ group_name: 'B组', photo: '/u/l.png', values: {} });
    expect(inRound.list[4]).toMatchObject({ group_id: null, values: { f2: '1234' } });

    // Without a round the contestants are in none.
    expect((await importFile(grade.id, await sheetOf([['赵六']]))).data).toEqual({ added: 1 });
    expect((await contestants(grade.id, { keyword: '赵六' })).list[0]).toMatchObject({ rounds: [] });
  });

  it('names every bad row and imports nothing when any row is bad', async () => {
    const grade = await makeGrade(t, organiser);
    await t.call(c.saveUserField, { activity_id: grade.id, fields: [{ key: 'f1', label: '单位' }] }, mine());
    const file = await sheetOf(
      [
        ['甲', 'A组', '', '', ''],
        ['', 'A组', '简介', '', ''],
        ['名'.repeat(31), '', '', '', ''],
        ['丙', '组'.repeat(21), '', '', ''],
        ['丁', '', '字'.repeat(2001), '', ''],
        ['戊', '', '', 'javascript:alert(1)', ''],
        ['己', '', '', '', '位'.repeat(101)],
        ['庚', '', '', '', ''],
      ],
      [...gradeImportColumns, '单位'],
    );
    expect(await importFile(grade.id, file)).toMatchObject({
      code: 400,
      error: 'GRADE_IMPORT_INVALID',
      msg:
        '第 3 行：请填写姓名；第 4 行：姓名不能超过30个字；第 5 行：分组不能超过20个字；' +
        '第 6 行：简介不能超过2000个字；第 7 行：照片须为 http:// 或 https:// 开头的图片链接，或 / 开头的本站地址；' +
        '第 8 行：单位不能超过100个字；未导入任何选手',
    });
    expect((await contestants(grade.id)).total).toBe(0);
    expect(await groupNames(grade.id)).toEqual([]);
    const empty = await importFile(grade.id, await sheetOf([]));
    expect(empty).toMatchObject({ code: 400, error: 'GRADE_IMPORT_INVALID', msg: '文件中没有选手，未导入任何选手' });
  });

  it('shows the first ten bad rows and counts the rest', async () => {
    const grade = await makeGrade(t, organiser);
    const bad = await importFile(grade.id, await sheetOf(Array.from({ length: 12 }, () => ['', 'A组'])));
    expect(bad.msg).toMatch(/^第 2 行：请填写姓名；.*第 11 行：请填写姓名；……共12行有误；未导入任何选手$/);
  });

  it('refuses more rows than one import or the activity takes, and more new groups than the activity takes', async () => {
    const grade = await makeGrade(t, organiser);
    const many = await sheetOf(Array.from({ length: gradeLimits.importRows + 1 }, (_, i) => [`选手${i}`]));
    expect(await importFile(grade.id, many)).toMatchObject({
      error: 'GRADE_IMPORT_INVALID',
      msg: `一次最多导入${gradeLimits.importRows}位选手，文件中有${gradeLimits.importRows + 1}位，未导入任何选手`,
    });
    const rows = Array.from({ length: gradeLimits.contestants - 1 }, (_, i) => ({
      ...activityOwner(grade),
      name: `${i}`,
    }));
    await t.deps.db.insert(gradeContestants).values(rows);
    expect(await importFile(grade.id, await sheetOf([['甲'], ['乙']]))).toMatchObject({
      error: 'GRADE_CONTESTANT_LIMIT',
      msg: `每个活动最多${gradeLimits.contestants}位选手，已有${gradeLimits.contestants - 1}位，文件中有2位，未导入任何选手`,
    });

    const another = await makeGrade(t, organiser);
    const groups = Array.from({ length: gradeLimits.groups - 1 }, (_, i) => ({
      ...activityOwner(another),
      name: `组${i}`,
    }));
    await t.deps.db.insert(gradeGroups).values(groups);
    const twoNew = await importFile(
      another.id,
      await sheetOf([
        ['甲', '组0'],
        ['乙', '新组一'],
        ['丙', '新组二'],
      ]),
    );
    expect(twoNew).toMatchObject({ error: 'GRADE_GROUP_LIMIT' });
    expect((await contestants(another.id)).total).toBe(0);
    expect(
      (
        await importFile(
          another.id,
          await sheetOf([
            ['甲', '组0'],
            ['乙', '新组一'],
          ]),
        )
      ).data,
    ).toEqual({ added: 2 });
  });

  it('refuses a file that is no .xlsx in the template, a missing one and a round not of the activity', async () => {
    const grade = await makeGrade(t, organiser);
    const good = await sheetOf([['甲']]);
    const refusals = [
      await importFile(grade.id, Buffer.from('姓名,分组\n甲,A组\n'), { fileName: '选手.csv' }),
      await importFile(grade.id, good, { fileName: '选手.png' }),
      await importFile(grade.id, Buffer.from('PK\u0003\u0004 not really a workbook')),
      await importFile(grade.id, await sheetOf([['甲']], ['名字', '分组'])),
    ];
    for (const refusal of refusals) expect(refusal).toMatchObject({ code: 400, error: 'GRADE_IMPORT_FILE_INVALID' });
    const { payload, contentType } = multipartBody([{ name: 'activity_id', value: String(grade.id) }]);
    const missing = await t.app.inject({
      method: 'POST',
      url: contract.grade.importContestants.path,
      headers: { host: 'localhost', token: organiser.token, 'content-type': contentType },
      payload,
    });
    expect(missing.json()).toMatchObject({ error: 'UPLOAD_FILE_MISSING' });
    const theirs = (await addRound(t, await makeGrade(t, other)))!;
    expect(await importFile(grade.id, good, { roundId: theirs.id })).toMatchObject({ error: 'GRADE_ROUND_NOT_FOUND' });
    expect((await contestants(grade.id)).total).toBe(0);
  });

  it("refuses to import into another organiser's activity, or to hand out its template", async () => {
    const theirs = await makeGrade(t, other);
    const refused = await importFile(theirs.id, await sheetOf([['闯入者']]));
    expect(refused).toMatchObject({ code: 600, error: 'ACTIVITY_NOT_FOUND' });
    expect((await contestants(theirs.id, {}, other.token)).total).toBe(0);
    expect((await template(theirs.id)).json()).toMatchObject({ code: 600, error: 'ACTIVITY_NOT_FOUND' });
  });

  it("hands out a template with the activity's fields that imports as it is", async () => {
    const grade = await makeGrade(t, organiser);
    await t.call(c.saveUserField, { activity_id: grade.id, fields: [{ key: 'f3', label: '指导老师' }] }, mine());
    const res = await template(grade.id);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const name = encodeURIComponent('选手导入模板.xlsx');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(res.rawPayload).buffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['选手名单', '填写说明']);
    expect(book.worksheets[0]!.getRow(1).values).toEqual([undefined, ...gradeImportColumns, '指导老师']);
    expect(book.worksheets[1]!.getColumn(1).values).toContain('指导老师：选填，每项不超过100个字。');

    expect((await importFile(grade.id, res.rawPayload)).data).toEqual({ added: 2 });
    expect(await groupNames(grade.id)).toEqual(['A组', 'B组']);
  });
});
