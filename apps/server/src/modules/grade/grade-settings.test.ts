import { contract, gradePagesSchema } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { makeLiveActivity } from '../activity/live-activity.factory.js';
import { addContestants, addRound, makeGrade } from './grade.factory.js';
import { gradeContestants } from './grade.table.js';

const c = contract.gradeActivity;
const defaults = gradePagesSchema.parse({});

describe('the contestant fields and the pages of a judge-scoring activity', () => {
  const { t, organiser, other } = organiserApp({ other: true });
  const mine = () => ({ token: organiser.token });
  const fieldsOf = async (activityId: number, token = organiser.token) =>
    (await t.call(c.userField, { activity_id: activityId }, { token })).body;
  const saveFields = (activityId: number, fields: unknown, token = organiser.token) =>
    t.call(c.saveUserField, { activity_id: activityId, fields }, { token });
  const valuesOf = async (id: number) =>
    (await t.deps.db.select().from(gradeContestants).where(eq(gradeContestants.id, id)))[0]?.values;

  it('answers no fields until saved, then the saved list, on both field calls', async () => {
    const grade = await makeGrade(t, organiser);
    expect(await fieldsOf(grade.id)).toMatchObject({ code: 200, data: [] });
    const fields = [
      { key: 'f1', label: ' 单位 ' },
      { key: 'f2', label: '作品名称' },
    ];
    const saved = await saveFields(grade.id, fields);
    expect(saved.body.data).toEqual([
      { key: 'f1', label: '单位' },
      { key: 'f2', label: '作品名称' },
    ]);
    expect((await fieldsOf(grade.id)).data).toEqual(saved.body.data);
    const forResults = await t.call(contract.gradeUserData.userField, { activity_id: grade.id }, mine());
    expect(forResults.body.data).toEqual(saved.body.data);
  });

  it("drops a removed field's values from every contestant and keeps the others'", async () => {
    const grade = await makeGrade(t, organiser);
    const round = (await addRound(t, grade))!;
    await saveFields(grade.id, [
      { key: 'f1', label: '单位' },
      { key: 'f2', label: '作品' },
    ]);
    const [a, b] = await addContestants(t, grade, round.id, 2);
    for (const row of [a!, b!]) {
      await t.deps.db
        .update(gradeContestants)
        .set({ values: { f1: `单位${row.id}`, f2: `作品${row.id}` } })
        .where(eq(gradeContestants.id, row.id));
    }
    await saveFields(grade.id, [
      { key: 'f2', label: '作品名称' },
      { key: 'f3', label: '指导老师' },
    ]);
    expect(await valuesOf(a!.id)).toEqual({ f2: `作品${a!.id}` });
    expect(await valuesOf(b!.id)).toEqual({ f2: `作品${b!.id}` });
    expect((await fieldsOf(grade.id)).data.map((f) => f.key)).toEqual(['f2', 'f3']);
    await saveFields(grade.id, []);
    expect(await valuesOf(a!.id)).toEqual({});
  });

  it('refuses fields that repeat, are too many, are badly keyed or take a fixed column’s name', async () => {
    const grade = await makeGrade(t, organiser);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ key: `f${i}`, label: `字段${i}` }));
    const refusals: [unknown, string][] = [
      [
        [
          { key: 'f1', label: '单位' },
          { key: 'f1', label: '部门' },
        ],
        '字段标识不能重复',
      ],
      [
        [
          { key: 'f1', label: '单位' },
          { key: 'f2', label: '单位' },
        ],
        '字段名称不能重复',
      ],
      [eleven, '最多10个字段'],
      [[{ key: 'name', label: '单位' }], '字段标识不正确'],
      [[{ key: 'f1', label: '' }], '请输入字段名称'],
      [[{ key: 'f1', label: '一二三四五六七八九十一' }], '字段名称不能超过10个字'],
      [[{ key: 'f1', label: '分组' }], '字段名称不能是姓名、分组、简介、照片'],
    ];
    for (const [fields, msg] of refusals) {
      expect((await saveFields(grade.id, fields)).body).toMatchObject({ code: 400, msg });
    }
    expect((await fieldsOf(grade.id)).data).toEqual([]);
  });

  it('answers each page with its defaults, and saves one page at a time', async () => {
    const grade = await makeGrade(t, organiser);
    const page = async (input: Record<string, unknown>) =>
      (await t.call(c.getBsPhoneConfig, { activity_id: grade.id, ...input }, mine())).body.data;
    expect(await page({ page_type: 'screen' })).toEqual(defaults.screen);
    expect(await page({ page_type: 'phone' })).toEqual(defaults.judge);

    const screen = { title: '歌手大赛', theme_color: '#AA0000', show_ranking: false, ranking_size: 5 };
    const saved = await t.call(
      c.saveBsPhoneConfig,
      { activity_id: grade.id, page_type: 'screen', config: screen },
      mine(),
    );
    expect(saved.body.data).toEqual({ ...defaults, screen: { ...defaults.screen, ...screen } });
    const audience = { title: '观众评分', notice: '每位选手只能评一次' };
    const both = await t.call(
      c.saveBsPhoneConfig,
      { activity_id: grade.id, page_type: 'phone', phone_page_type: 'audience', config: audience },
      mine(),
    );
    expect(both.body.data).toEqual({ screen: { ...defaults.screen, ...screen }, judge: defaults.judge, audience });
    expect(await page({ page_type: 'phone', phone_page_type: 'audience' })).toEqual(audience);
    expect(await page({ page_type: 'phone', phone_page_type: 'judge' })).toEqual(defaults.judge);
    expect(await page({ page_type: 'screen' })).toMatchObject({ title: '歌手大赛', show_photo: true });
  });

  it('refuses a bad page', async () => {
    const grade = await makeGrade(t, organiser);
    const save = (input: Record<string, unknown>) =>
      t.call(c.saveBsPhoneConfig, { activity_id: grade.id, ...input }, mine());
    const colour = await save({ page_type: 'screen', config: { theme_color: 'red' } });
    expect(colour.body).toMatchObject({ code: 400, msg: '颜色格式不正确' });
    const size = await save({ page_type: 'screen', config: { ranking_size: 100 } });
    expect(size.body).toMatchObject({ code: 400, msg: '排行榜人数须在3到50之间' });
    const phone = await save({ page_type: 'phone', phone_page_type: 'host', config: {} });
    expect(phone.body).toMatchObject({ code: 400, msg: '手机页面类型不正确' });
    const type = await t.call(c.getBsPhoneConfig, { activity_id: grade.id, page_type: 'tv' }, mine());
    expect(type.body).toMatchObject({ code: 400, msg: '页面类型不正确' });
  });

  it("refuses another organiser's activity and another kind, and changes nothing", async () => {
    const theirs = await makeGrade(t, other);
    await saveFields(theirs.id, [{ key: 'f1', label: '单位' }], other.token);
    const answers = [
      await fieldsOf(theirs.id),
      (await t.call(contract.gradeUserData.userField, { activity_id: theirs.id }, mine())).body,
      (await saveFields(theirs.id, [])).body,
      (await t.call(c.getBsPhoneConfig, { activity_id: theirs.id, page_type: 'screen' }, mine())).body,
      (
        await t.call(
          c.saveBsPhoneConfig,
          { activity_id: theirs.id, page_type: 'screen', config: { title: '闯入' } },
          mine(),
        )
      ).body,
    ];
    for (const answer of answers) expect(answer).toMatchObject({ code: 600, error: 'ACTIVITY_NOT_FOUND' });
    expect((await fieldsOf(theirs.id, other.token)).data).toEqual([{ key: 'f1', label: '单位' }]);
    const screen = await t.call(
      c.getBsPhoneConfig,
      { activity_id: theirs.id, page_type: 'screen' },
      { token: other.token },
    );
    expect(screen.body.data).toEqual(defaults.screen);

    const lottery = await makeLiveActivity(t, organiser.customer, 5);
    expect((await fieldsOf(lottery.id)).error).toBe('ACTIVITY_KIND_MISMATCH');
  });
});
