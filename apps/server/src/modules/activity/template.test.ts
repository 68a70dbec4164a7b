import { existsSync } from 'node:fs';
import { contract, quizSettingsSchema } from '@app/contract';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { publicBankSeeds } from '../question/index.js';
import { activityTemplates, templateTags } from './activity.table.js';
import { seedTemplates, templateSeeds } from './template.seed.js';
import type { KindSeed, QuizTemplateSettings } from './template-seed/template-seed-types.js';

const a = contract.activity;
const kinds = [1, 2, 3, 4, 5, 6];
/** The web app serves the covers the seed names. */
const covers = new URL('../../../../web/public/templates/', import.meta.url);

describe('template galleries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const functionsOf = async (type: number) => (await t.call(a.templateFunctions, { type })).body.data;
  const topicsOf = async (type: number) => (await t.call(a.templateTopics, { type })).body.data;
  const titles = async (input: Record<string, unknown>) =>
    (await t.call(a.templateList, { type: 1, limit: 20, ...input })).body.data.list.map((x) => x.title);
  const tagId = async (type: number, name: string) =>
    [...(await functionsOf(type)), ...(await topicsOf(type))].find((x) => x.name === name)!.id;

  it('offers every kind three or four functions and three or four topics, in seed order, to visitors', async () => {
    for (const kind of kinds) {
      const functions = await functionsOf(kind);
      const topics = await topicsOf(kind);
      expect(functions.length, `kind ${kind}`).toBeGreaterThanOrEqual(3);
      expect(functions.length, `kind ${kind}`).toBeLessThanOrEqual(4);
      expect(topics.length, `kind ${kind}`).toBeGreaterThanOrEqual(3);
      expect(topics.length, `kind ${kind}`).toBeLessThanOrEqual(4);
    }
    expect((await functionsOf(1)).map((f) => f.name)).toEqual(['答题抽奖', '排行榜竞赛', '闯关答题', '考试测评']);
    expect((await topicsOf(6)).map((f) => f.name)).toEqual(['文艺比赛', '演讲比赛', '技能大赛', '创新路演']);
  });

  it('lists a kind’s templates in gallery order with paging', async () => {
    const all = await t.call(a.templateList, { type: 1, page: 1, limit: 3 });
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ total: 7, page: 1, limit: 3 });
    expect(all.body.data.list.map((x) => x.title)).toEqual([
      '安全生产月知识竞赛',
      '垃圾分类有奖答题',
      '党史学习教育答题',
    ]);
    const last = await t.call(a.templateList, { type: 1, page: 3, limit: 3 });
    expect(last.body.data.list.map((x) => x.title)).toEqual(['劳动法规考试测评']);
    expect(all.body.data.list[0]).toMatchObject({ kind: 1, cover: '/templates/k1-safety-month.svg', use_count: 3268 });
    expect(await titles({ type: 6, limit: 2 })).toEqual(['校园歌手大赛评分', '演讲比赛评分']);
  });

  it('filters by function, by topic and by both, and treats empty filters as none', async () => {
    expect(await titles({ tpl_func_id: await tagId(1, '答题抽奖') })).toEqual([
      '安全生产月知识竞赛',
      '垃圾分类有奖答题',
      '急救知识有奖问答',
    ]);
    expect(await titles({ topic_id: await tagId(1, '普法宣传') })).toEqual(['民法典普法知识竞赛', '劳动法规考试测评']);
    const both = { tpl_func_id: await tagId(1, '答题抽奖'), topic_id: await tagId(1, '安全生产') };
    expect(await titles(both)).toEqual(['安全生产月知识竞赛']);
    expect(await titles({ tpl_func_id: '', topic_id: '', search: '' })).toHaveLength(7);
    expect(await titles({ tpl_func_id: await tagId(4, '投票评选') })).toEqual([]);
  });

  it('searches titles and descriptions, taking % literally', async () => {
    expect(await titles({ search: '民法典' })).toEqual(['民法典普法知识竞赛']);
    expect(await titles({ search: '心肺复苏' })).toEqual(['急救知识有奖问答']);
    expect(await titles({ type: 4, search: '评选' })).toEqual(['优秀员工评选投票', '最美教师评选']);
    expect(await titles({ search: '%' })).toEqual([]);
  });

  it('shows a template’s detail with what it sets up', async () => {
    const [first] = (await t.call(a.templateList, { type: 1, limit: 1 })).body.data.list;
    const res = await t.call(a.templateDetail, { tpl_id: first!.id });
    expect(res.body.data).toMatchObject({
      id: first!.id,
      title: '安全生产月知识竞赛',
      features: expect.arrayContaining(['满分10分，6分及格，及格即可抽奖']),
      settings: { quiz: { pass_score: 6 }, prize: { name: '及格抽奖', need_pass: true } },
    });
  });

  it('answers 模板不存在 for a template that does not exist', async () => {
    const res = await t.call(a.templateDetail, { tpl_id: 999_999 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, msg: '模板不存在' });
  });

  it('lists one or two showcases per kind with who ran them and how many joined', async () => {
    const cases = (await t.call(a.templateCases, { type: 1 })).body.data;
    expect(cases.map((c) => [c.title, c.organiser, c.join_count])).toEqual([
      ['安全生产月知识竞赛', '某建工集团安全环保部', 12860],
      ['垃圾分类有奖答题', '某街道城市管理办公室', 8652],
    ]);
    for (const kind of kinds) {
      const n = (await t.call(a.templateCases, { type: kind })).body.data.length;
      expect(n, `kind ${kind}`).toBeGreaterThanOrEqual(1);
      expect(n, `kind ${kind}`).toBeLessThanOrEqual(2);
    }
  });

  it('refuses a kind outside 1-6 with 请选择活动类型', async () => {
    for (const [e, input] of [
      [a.templateList, { type: 9 }],
      [a.templateFunctions, { type: 9 }],
      [a.templateTopics, { type: 0 }],
      [a.templateCases, { type: 'x' }],
    ] as const) {
      const res = await t.call(e, input);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 400, msg: '请选择活动类型' });
    }
  });

  describe('seed', () => {
    const counts = async () => ({
      templates: (await t.deps.db.select({ n: count() }).from(activityTemplates))[0]!.n,
      tags: (await t.deps.db.select({ n: count() }).from(templateTags))[0]!.n,
      updated: (await t.deps.db.select({ at: activityTemplates.updatedAt }).from(activityTemplates)).map((r) =>
        r.at.toISOString(),
      ),
    });

    it('seeds five to eight templates per kind, each with its own cover image and tags of its kind', async () => {
      for (const seed of templateSeeds) {
        expect(seed.templates.length, `kind ${seed.kind}`).toBeGreaterThanOrEqual(5);
        expect(seed.templates.length, `kind ${seed.kind}`).toBeLessThanOrEqual(8);
        for (const tpl of seed.templates) {
          expect(existsSync(new URL(`${tpl.code}.svg`, covers)), tpl.code).toBe(true);
          expect(seed.functions.map((f) => f.code)).toContain(tpl.func);
          expect(seed.topics.map((f) => f.code)).toContain(tpl.topic);
          expect(tpl.features.length, tpl.code).toBeGreaterThanOrEqual(3);
        }
      }
    });

    it('gives every online-quiz template quiz settings that parse and draws from public banks that exist', () => {
      const banks = new Set(publicBankSeeds.map((b) => b.code));
      for (const tpl of templateSeeds.find((s) => s.kind === 1)!.templates) {
        const settings = tpl.settings as QuizTemplateSettings;
        expect(quizSettingsSchema.safeParse(settings.quiz).error, tpl.code).toBeUndefined();
        for (const draw of settings.draws) expect(banks, tpl.code).toContain(draw.bank);
      }
    });

    it('changes nothing when run again on an up-to-date database', async () => {
      const before = await counts();
      await seedTemplates(t.deps.db);
      await seedTemplates(t.deps.db);
      expect(await counts()).toEqual(before);
      expect(before.templates).toBe(templateSeeds.reduce((n, s) => n + s.templates.length, 0));
    });

    it('updates a changed template in place, adds a new one, and keeps the use count organisers made', async () => {
      const base = templateSeeds.find((s) => s.kind === 5)!;
      const [first, ...rest] = base.templates;
      const edited: KindSeed = {
        ...base,
        functions: base.functions.map((f, i) => (i === 0 ? { ...f, name: '滚动抽奖（新）' } : f)),
        templates: [
          { ...first!, title: '年会大屏抽奖（新版）', useCount: 1 },
          ...rest,
          { ...rest[0]!, code: 'k5-test-added', title: '测试新增模板' },
        ],
      };
      const row = async (code: string) =>
        (await t.deps.db.select().from(activityTemplates).where(eq(activityTemplates.code, code)))[0];
      const before = await row(first!.code);
      await t.deps.db.update(activityTemplates).set({ useCount: 5000 }).where(eq(activityTemplates.id, before!.id));

      await seedTemplates(t.deps.db, [edited]);
      expect(await row(first!.code)).toMatchObject({ id: before!.id, title: '年会大屏抽奖（新版）', useCount: 5000 });
      expect(await row('k5-test-added')).toMatchObject({
        kind: 5,
        title: '测试新增模板',
        sort: base.templates.length + 1,
      });
      expect((await functionsOf(5))[0]!.name).toBe('滚动抽奖（新）');

      await seedTemplates(t.deps.db);
      expect((await row(first!.code))!.title).toBe('年会大屏抽奖');
      await t.deps.db.delete(activityTemplates).where(inArray(activityTemplates.code, ['k5-test-added']));
    });
  });
});
