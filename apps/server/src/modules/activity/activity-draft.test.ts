import { contract, quizSettingsSchema, trialLimits } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { questionBanks } from '../question/index.js';
import { makeActivity } from './activity.factory.js';
import { activityRepository } from './activity.repository.js';
import { activityTemplates, participants } from './activity.table.js';
import { withFreshCode } from './activity-code.js';

const { create, copy, info, trialLimit, list } = contract.activity;

let templateCounter = 0;

describe('creating and copying drafts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const makeTemplate = async (fields: Partial<typeof activityTemplates.$inferInsert> = {}) => {
    templateCounter += 1;
    const [row] = await t.deps.db
      .insert(activityTemplates)
      .values({
        code: `draft-test-${templateCounter}`,
        kind: 1,
        title: '安全生产月知识竞赛',
        cover: '/templates/k1-safety.svg',
        description: '全员参与的安全知识答题',
        funcId: 1,
        topicId: 1,
        settings: {
          quiz: { rules: '每天可答3次', day_max: 3, pass_score: 80, theme: { color: '#ff6600' } },
          public_bank_codes: ['safety-fire', 'no-such-bank', 'law-labor'],
          questions_per_bank: 4,
        },
        ...fields,
      })
      .returning();
    return row!;
  };
  const publicBankId = async (code: string) =>
    (await t.deps.db.select().from(questionBanks).where(eq(questionBanks.code, code)))[0]!.id;
  const useCount = async (id: number) =>
    (await t.deps.db.select().from(activityTemplates).where(eq(activityTemplates.id, id)))[0]!.useCount;

  it('creates a blank online quiz as a draft with full default quiz settings and a link of its own', async () => {
    const { token } = await makeCustomer(t);
    const res = await t.call(create, { type: 1, title: '我的答题' }, { token });
    expect(res.body).toMatchObject({
      code: 200,
      data: { kind: 1, title: '我的答题', status: 'draft', is_online: 0, trial_left: trialLimits.participants },
    });
    const created = res.body.data;
    expect(created.settings).toEqual(quizSettingsSchema.parse({}));
    expect(created.code).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(created.link).toBe(`/h5/${created.code}`);
    const again = await t.call(create, { type: 1 }, { token });
    expect(again.body.data.code).not.toBe(created.code);
    expect(again.body.data.title).toBe('未命名活动');
  });

  it('takes a fresh link code when a new one clashes, inside the caller’s transaction', async () => {
    const { customer } = await makeCustomer(t);
    const owner = { tenantId: customer.tenantId, customerId: customer.id };
    const taken = await makeActivity(t, customer);
    const tried: string[] = [];
    const row = await t.deps.db.transaction((tx) =>
      withFreshCode(tx, (sp, code) => {
        tried.push(code);
        return activityRepository(sp).insert(owner, {
          kind: 1,
          title: '撞码',
          code: tried.length === 1 ? taken.code : code,
        });
      }),
    );
    expect(tried).toHaveLength(2);
    expect(row.code).toBe(tried[1]);
    expect(row.code).toMatch(/^[A-Za-z0-9]{10}$/);
  });

  it('creates a blank questionnaire with the default settings and no questions', async () => {
    const { token } = await makeCustomer(t);
    const res = await t.call(create, { type: 4, title: '满意度调查', tpl_id: '' }, { token });
    expect(res.body.data).toMatchObject({ kind: 4, title: '满意度调查', template_id: null });
    expect(res.body.data.settings).toMatchObject({ form: 'survey', questions: [], submit_limit: { count: 1 } });
  });

  it('creates an online quiz from a template: its texts, its quiz settings and a random draw from its public banks', async () => {
    const { token } = await makeCustomer(t);
    const template = await makeTemplate();
    const res = await t.call(create, { type: 1, tpl_id: template.id }, { token });
    expect(res.body.data).toMatchObject({
      title: '安全生产月知识竞赛',
      cover: '/templates/k1-safety.svg',
      description: '全员参与的安全知识答题',
      template_id: template.id,
    });
    const settings = res.body.data.settings;
    expect(quizSettingsSchema.parse(settings)).toEqual(settings);
    expect(settings).toMatchObject({
      rules: '每天可答3次',
      pass_score: 80,
      question_mode: 'random',
      question_ids: [],
      theme: { color: '#ff6600' },
      random_rules: [
        { bank_id: await publicBankId('safety-fire'), count: 4, type: '', difficulty: 0 },
        { bank_id: await publicBankId('law-labor'), count: 4, type: '', difficulty: 0 },
      ],
    });
    expect(await useCount(template.id)).toBe(1);
  });

  it('keeps the title the organiser typed over the template’s', async () => {
    const { token } = await makeCustomer(t);
    const template = await makeTemplate();
    const res = await t.call(create, { type: 1, tpl_id: template.id, title: '车间安全答题' }, { token });
    expect(res.body.data.title).toBe('车间安全答题');
  });

  it('refuses a missing template, or one of another kind, and counts no use', async () => {
    const { token } = await makeCustomer(t);
    const survey = await makeTemplate({ kind: 4, settings: {} });
    for (const input of [
      { type: 1, tpl_id: survey.id },
      { type: 1, tpl_id: 999_999 },
    ]) {
      expect((await t.call(create, input, { token })).body).toMatchObject({ code: 400, msg: '模板不存在' });
    }
    expect(await useCount(survey.id)).toBe(0);
    expect((await t.call(list, {}, { token })).body.data.total).toBe(0);
  });

  it('refuses a kind that does not exist', async () => {
    const { token } = await makeCustomer(t);
    for (const type of [0, 7, 'quiz']) {
      const res = await t.call(create, { type }, { token });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 400, msg: '请选择活动类型' });
    }
  });

  it(`holds an organiser to ${trialLimits.drafts} drafts, counting neither published nor deleted ones`, async () => {
    const organiser = await makeCustomer(t);
    const { token, customer } = organiser;
    const now = t.clock.now();
    await makeActivity(t, customer, { status: 'published', expiresAt: new Date(now.getTime() + 86_400_000) });
    await makeActivity(t, customer, { deletedAt: now });
    for (let i = 0; i < trialLimits.drafts; i += 1) {
      expect((await t.call(create, { type: 1 }, { token })).body.code).toBe(200);
    }
    expect((await t.call(trialLimit, {}, { token })).body.data).toEqual({
      drafts: trialLimits.drafts,
      drafts_used: trialLimits.drafts,
      participants: trialLimits.participants,
    });
    const limitReached = { code: 400, msg: '未发布的活动最多5个，请先发布或删除部分活动' };
    expect((await t.call(create, { type: 1 }, { token })).body).toMatchObject(limitReached);
    const published = (await t.call(list, { is_online: 1 }, { token })).body.data.list[0]!;
    expect((await t.call(copy, { activity_id: published.id }, { token })).body).toMatchObject(limitReached);
    expect((await t.call(list, {}, { token })).body.data.total).toBe(trialLimits.drafts + 1);
  });

  it('lets no two simultaneous creations pass the draft limit', async () => {
    const { token } = await makeCustomer(t);
    const answers = await Promise.all(
      Array.from({ length: trialLimits.drafts + 3 }, () => t.call(create, { type: 1 }, { token })),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(trialLimits.drafts);
    expect((await t.call(list, {}, { token })).body.data.total).toBe(trialLimits.drafts);
  });

  it('copies an activity as a new draft with the same set-up, a new link and no participants', async () => {
    const { token, customer } = await makeCustomer(t);
    const original = await makeActivity(t, customer, {
      title: '垃圾分类有奖答题',
      description: '说明',
      password: 'abc123',
      settings: quizSettingsSchema.parse({ day_max: 1 }),
      status: 'published',
      expiresAt: new Date(t.clock.now().getTime() + 86_400_000),
      joinCount: 3,
    });
    await t.deps.db.insert(participants).values({
      tenantId: customer.tenantId,
      customerId: customer.id,
      activityId: original.id,
      identity: 'device:abcdefgh',
      ticket: 'ticket-of-the-original-0001',
      deviceId: 'abcdefgh',
      trial: true,
    });
    const res = await t.call(copy, { activity_id: original.id }, { token });
    expect(res.body.data).toMatchObject({
      title: '垃圾分类有奖答题 副本',
      description: '说明',
      password: 'abc123',
      status: 'draft',
      join_count: 0,
      trial_left: trialLimits.participants,
      settings: quizSettingsSchema.parse({ day_max: 1 }),
    });
    expect(res.body.data.id).not.toBe(original.id);
    expect(res.body.data.code).not.toBe(original.code);
    expect((await t.call(info, { activity_id: original.id }, { token })).body.data.trial_left).toBe(
      trialLimits.participants - 1,
    );
  });

  it('keeps a copy’s title within 50 characters', async () => {
    const { token, customer } = await makeCustomer(t);
    const original = await makeActivity(t, customer, { title: '长'.repeat(50) });
    const res = await t.call(copy, { activity_id: original.id }, { token });
    expect(res.body.data.title).toBe(`${'长'.repeat(47)} 副本`);
  });

  it('refuses to copy another organiser’s activity as not found (code 600)', async () => {
    const owner = await makeCustomer(t);
    const other = await makeCustomer(t);
    const theirs = await makeActivity(t, owner.customer);
    const res = await t.call(copy, { activity_id: theirs.id }, { token: other.token });
    expect(res.body).toMatchObject({ code: 600, msg: '活动不存在' });
    expect((await t.call(list, {}, { token: other.token })).body.data.total).toBe(0);
  });
});
