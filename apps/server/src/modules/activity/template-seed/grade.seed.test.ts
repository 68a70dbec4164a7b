import { activityKind, contract, fullMark } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { gradeTemplateSchema } from '../../grade/index.js';
import { gradeSeed } from './grade.seed.js';

describe('judge-scoring templates say what they set up', () => {
  for (const tpl of gradeSeed.templates) {
    const setup = gradeTemplateSchema.parse(tpl.settings);
    const text = [tpl.description, ...tpl.features].join('\n');

    it(`${tpl.code}: sets up rounds with scoring items a judge can score`, () => {
      expect(setup.rounds.length).toBeGreaterThan(0);
      for (const round of setup.rounds) expect(round.items.length).toBeGreaterThan(0);
    });

    it(`${tpl.code}: states the rule, the full mark, the audience and the rounds its settings give`, () => {
      const rules = setup.rounds.map((r) => r.rule);
      if (/去掉(一个)?最高(分)?(和一个)?最低分/.test(text))
        for (const rule of rules) expect([rule.method, rule.trim]).toEqual(['trimmed_mean', 1]);
      if (/平均分/.test(text)) for (const rule of rules) expect(rule.method).toMatch(/mean/);
      if (/观众/.test(text))
        for (const round of setup.rounds) {
          expect(round.settings.audience_open).toBe(true);
          expect(round.rule.audience_weight).toBeGreaterThan(0);
        }
      if (/评语/.test(text)) for (const round of setup.rounds) expect(round.settings.comment).toBe('required');
      if (/两组评委各占一半/.test(text))
        for (const round of setup.rounds) expect(round.judge_groups.map((g) => g.weight)).toEqual([50, 50]);
      else for (const round of setup.rounds) expect(round.judge_groups).toEqual([]);
      if (/两轮/.test(text)) expect(setup.rounds.map((r) => r.settings.name)).toEqual(['初赛', '决赛']);
      const full = (tpl.description.match(/满分(\d+)/) ?? [])[1];
      if (full)
        for (const round of setup.rounds)
          expect(fullMark(round.items.map((i, id) => ({ ...i, id })))).toBe(Number(full));
    });
  }
});

describe('a judge-scoring activity made from a template, and its copy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const roundsOf = async (activityId: number, token: string) => {
    const rounds = (await t.call(contract.gradeRound.list, { activity_id: activityId, limit: 20 }, { token })).body.data
      .list;
    return Promise.all(
      rounds.map(async (round) => ({
        name: round.name,
        rule: round.rule,
        audience_open: round.audience_open,
        items: (
          await t.call(contract.gradeRound.scoringItems, { activity_id: activityId, round_id: round.id }, { token })
        ).body.data.map((i) => [i.name, i.min, i.max, i.step, i.weight]),
        judge_groups: (
          await t.call(contract.grade.judgeGroups, { activity_id: activityId, round_id: round.id }, { token })
        ).body.data.map((g) => ({ name: g.name, weight: g.weight })),
      })),
    );
  };

  it('starts with the template’s fields, rounds, rules and items, and a copy keeps them', async () => {
    const listed = (await t.call(contract.activity.templateList, { type: activityKind.grade, limit: 20 })).body.data
      .list;
    for (const tpl of gradeSeed.templates) {
      const { token } = await makeCustomer(t);
      const id = listed.find((x) => x.title === tpl.title)!.id;
      const made = await t.call(contract.activity.create, { type: activityKind.grade, tpl_id: id }, { token });
      expect(made.body.code, tpl.code).toBe(200);
      const setup = gradeTemplateSchema.parse(tpl.settings);
      const rounds = await roundsOf(made.body.data.id, token);
      expect(rounds, tpl.code).toEqual(
        setup.rounds.map((r) => ({
          name: r.settings.name,
          rule: r.rule,
          audience_open: r.settings.audience_open,
          items: r.items.map((i) => [i.name, i.min, i.max, i.step, i.weight]),
          judge_groups: r.judge_groups,
        })),
      );
      const fields = await t.call(contract.gradeActivity.userField, { activity_id: made.body.data.id }, { token });
      expect(fields.body.data).toEqual(setup.fields);

      const copied = await t.call(contract.activity.copy, { activity_id: made.body.data.id }, { token });
      expect(copied.body.code, tpl.code).toBe(200);
      expect(await roundsOf(copied.body.data.id, token)).toEqual(rounds);
    }
  });
});
