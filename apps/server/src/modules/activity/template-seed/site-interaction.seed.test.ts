import { activityKind, contract, gameQuestionTypes, gameRoundInputSchema, gameSettingsSchema } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { gameTemplateSchema, pickTemplateQuestions } from '../../game/index.js';
import { publicBankSeeds } from '../../question/index.js';
import { siteInteractionSeed } from './site-interaction.seed.js';

const chinese = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5 } as Record<string, number>;
const numbersBefore = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => Number(m[1]));

/** The seed questions a template round takes, with ids standing for their place in the bank. */
const pickedFromSeed = (round: ReturnType<typeof gameTemplateSchema.parse>['rounds'][number]) => {
  const bank = publicBankSeeds.find((b) => b.code === round.bank);
  expect(bank, round.bank).toBeDefined();
  return pickTemplateQuestions(
    bank!.questions.map((q, i) => ({ ...q, id: i + 1 })),
    round,
  );
};

describe('interactive quiz templates say what they set up', () => {
  for (const tpl of siteInteractionSeed.templates) {
    const settings = gameTemplateSchema.parse(tpl.settings);
    const text = [tpl.description, ...tpl.features].join('\n');

    it(`${tpl.code}: every round takes as many public questions as it names, of types a phone can answer`, () => {
      expect(settings.rounds.length).toBeGreaterThan(0);
      for (const round of settings.rounds) {
        const picked = pickedFromSeed(round);
        expect(picked, `${tpl.code} ${round.name}`).toHaveLength(round.count);
        for (const q of picked) expect(gameQuestionTypes).toContain(q.type);
        expect(gameRoundInputSchema.safeParse({ ...round, question_ids: [1] }).success).toBe(true);
      }
    });

    it(`${tpl.code}: states the rounds, question count, seconds and scoring its rounds give`, () => {
      const total = settings.rounds.reduce((n, r) => n + r.count, 0);
      // "共10道题", "6道科普热身题"; not "每5道题" (the leaderboard's interval).
      const counts = numbersBefore(text, /(?<!每)(\d+)道[^\d，、]{0,4}?题/g);
      expect(counts.length, text).toBeGreaterThan(0);
      for (const n of counts) expect(n, text).toBe(total);
      const rounds = [...text.matchAll(/([一两二三四五])轮/g)].map((m) => chinese[m[1]!]);
      for (const n of rounds) expect(n, text).toBe(settings.rounds.length);
      for (const n of numbersBefore(text, /每题(\d+)秒/g)) for (const r of settings.rounds) expect(r.seconds).toBe(n);
      expect(/越快/.test(text), text).toBe(settings.rounds.some((r) => r.points_mode === 'speed'));
      expect(/连续答对有加成/.test(text), text).toBe(settings.rounds.every((r) => r.streak_bonus));
      for (const n of numbersBefore(text, /答对得(\d+)分/g))
        for (const r of settings.rounds) expect(r).toMatchObject({ points_mode: 'fixed', base_points: n });
      for (const n of numbersBefore(text, /每(\d+)道题大屏显示一次排行榜/g))
        expect(settings.site.leaderboard_every).toBe(n);
    });

    it(`${tpl.code}: promises no lottery and no team scores (team mode is off)`, () => {
      expect(text).not.toMatch(/抽奖|小组|分组/);
    });
  }
});

describe('an interactive quiz made from a template', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('starts with the template’s rounds of public questions, its big screen and its join fields', async () => {
    const { token } = await makeCustomer(t);
    const list = await t.call(contract.activity.templateList, { type: activityKind.siteInteraction, limit: 20 });
    const party = list.body.data.list.find((x) => x.title === '年会互动答题')!;
    const made = await t.call(contract.activity.create, { type: 3, tpl_id: party.id }, { token });
    expect(made.body.code).toBe(200);
    const activityId = made.body.data.id;
    const config = (await t.call(contract.game.gameConfig, { activity_id: activityId }, { token })).body.data;
    expect(config.rounds.map((r) => [r.name, r.question_count, r.seconds, r.points_mode])).toEqual([
      ['热身：百科常识', 5, 20, 'speed'],
      ['冲刺：传统文化', 5, 20, 'speed'],
    ]);
    expect(config).toMatchObject({ question_count: 10, capacity: 10, fields: [{ key: 'name', required: true }] });
    expect(config.site).toEqual(gameSettingsSchema.parse({ site: { theme: 'festival', leaderboard_every: 5 } }).site);
    const warmUp = await t.call(contract.game.roundDetail, { id: config.rounds[0]!.id }, { token });
    expect(warmUp.body.data.questions.map((q) => q.type)).toEqual(['single', 'single', 'sort', 'single', 'single']);
    const detail = await t.call(contract.game.roundDetail, { id: config.rounds[1]!.id }, { token });
    expect(detail.body.data.questions.map((q) => q.type)).toEqual(['single', 'single', 'single', 'single', 'single']);
    expect(detail.body.data.questions[0]!.stem).toBe('农历五月初五是我国的哪个传统节日？');
  });

  it('starts blank without a template: no rounds, the default screen', async () => {
    const { token } = await makeCustomer(t);
    const made = await t.call(contract.activity.create, { type: 3, title: '现场答题' }, { token });
    const config = (await t.call(contract.game.gameConfig, { activity_id: made.body.data.id }, { token })).body.data;
    expect(config).toMatchObject({ rounds: [], question_count: 0, fields: [] });
    expect(config.site).toEqual(gameSettingsSchema.parse({}).site);
  });
});
