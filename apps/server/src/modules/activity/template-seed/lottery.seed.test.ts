import { activityKind, contract, lotterySettingsSchema } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { lotteryTemplateSchema } from '../../lottery/index.js';
import { lotterySeed } from './lottery.seed.js';

const chinese = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5 } as Record<string, number>;
const numbersBefore = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => Number(m[1]));

describe('big-screen lottery templates say what they set up', () => {
  for (const tpl of lotterySeed.templates) {
    const { tiers, ...settings } = lotteryTemplateSchema.parse(tpl.settings);
    const text = [tpl.description, ...tpl.features].join('\n');

    it(`${tpl.code}: sets up tiers an organiser can draw, each named once`, () => {
      expect(tiers.length).toBeGreaterThan(0);
      expect(new Set(tiers.map((t) => t.name)).size).toBe(tiers.length);
      for (const tier of tiers) expect(tier.per_spin).toBeLessThanOrEqual(tier.count);
    });

    it(`${tpl.code}: states the tiers, winners and rounds its tiers give`, () => {
      if (/一二三等奖/.test(text)) expect(tiers.map((t) => t.name).sort()).toEqual(['一等奖', '三等奖', '二等奖']);
      // "三等奖30人": the tier of that name takes that many.
      for (const [, name, n] of text.matchAll(/([一二三]等奖)(\d+)人/g))
        expect(tiers.find((t) => t.name === name)?.count, `${name} in ${text}`).toBe(Number(n));
      for (const [, n] of text.matchAll(/([一两二三四五])轮/g)) expect(tiers).toHaveLength(chinese[n!]!);
      for (const n of numbersBefore(text, /每轮抽取(\d+)人/g)) for (const t of tiers) expect(t.per_spin).toBe(n);
    });

    it(`${tpl.code}: states the look, sign-in and draw options its settings give`, () => {
      if (/3D球/.test(text)) expect(settings.look.animation).toBe('sphere');
      if (/头像/.test(text)) expect(settings.signin.show_photos).toBe(true);
      if (/扫码/.test(text)) {
        expect(settings.signin.open).toBe(true);
        expect(settings.draw.pool_source).not.toBe('imported');
      }
      if (/联系方式/.test(text))
        expect(settings.fields).toContainEqual(expect.objectContaining({ kind: 'phone', required: true }));
      if (/打码/.test(text)) expect(settings.draw.masked_display).toBe(true);
      if (/导入的\S*名单/.test(text)) expect(settings.signin.identity).toBe('roster');
      if (/短信验证/.test(text)) expect(settings.signin.identity).toBe('phone');
      if (/不再参与/.test(text)) expect(settings.draw.one_win_per_person).toBe(true);
      if (/多次中奖/.test(text)) expect(settings.draw.one_win_per_person).toBe(false);
    });

    it(`${tpl.code}: is one person, one entry, and says how`, () => {
      expect(settings.signin.identity).not.toBe('device');
      expect(text).toMatch(/导入的\S*名单|短信验证/);
    });

    it(`${tpl.code}: promises no pre-set winners and nothing the lottery does not have`, () => {
      // No redemption codes and no phone-tail rolling: winners claim on their phones and the screen rolls names.
      expect(text).not.toMatch(/内定|核销码|尾号/);
    });
  }
});

describe('a big-screen lottery made from a template', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const templates = async () =>
    (await t.call(contract.activity.templateList, { type: activityKind.lottery, limit: 20 })).body.data.list;

  it('starts with the template’s look, draw options, sign-in, fields and tiers in show order', async () => {
    const listed = await templates();
    for (const tpl of lotterySeed.templates) {
      const { token } = await makeCustomer(t);
      const id = listed.find((x) => x.title === tpl.title)!.id;
      const made = await t.call(contract.activity.create, { type: activityKind.lottery, tpl_id: id }, { token });
      expect(made.body.code, tpl.code).toBe(200);
      expect(made.body.data.settings).toEqual({});
      const { tiers, ...settings } = lotteryTemplateSchema.parse(tpl.settings);
      const read = (await t.call(contract.lottery.settings, { activity_id: made.body.data.id }, { token })).body.data;
      expect(read.settings, tpl.code).toEqual(settings);
      expect(
        read.tiers.map((x) => [x.name, x.prize_title, x.count, x.per_spin, x.groups, x.won]),
        tpl.code,
      ).toEqual(tiers.map((x) => [x.name, x.prize_title, x.count, x.per_spin, x.groups, 0]));
    }
  });

  it('starts blank without a template: every default and no tiers', async () => {
    const { token } = await makeCustomer(t);
    const made = await t.call(contract.activity.create, { type: activityKind.lottery, title: '年会抽奖' }, { token });
    const read = (await t.call(contract.lottery.settings, { activity_id: made.body.data.id }, { token })).body.data;
    expect(read).toMatchObject({ settings: lotterySettingsSchema.parse({}), tiers: [] });
  });
});
