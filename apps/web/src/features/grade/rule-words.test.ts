import { describeGradeRule } from '@app/contract/grade-result';
import { defaultGradeRule, type GradeRule, gradeMethods } from '@app/contract/grade-schemas';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n/index.js';
import './messages.js';
import { ruleInWords, ruleWords } from './rule-words.js';

const rules: GradeRule[] = gradeMethods.flatMap((method) =>
  [0, 2].flatMap((trim) =>
    [0, 30].flatMap((audience_weight) =>
      [0, 2].map((decimals) => ({ ...defaultGradeRule, method, trim, audience_weight, decimals })),
    ),
  ),
);

describe('ruleInWords', () => {
  afterEach(() => i18n.changeLanguage('zh-CN'));

  it('states a rule in the contract’s own words in zh-CN', () => {
    expect(ruleInWords({ ...defaultGradeRule, audience_weight: 20 })).toBe(
      '去掉1个最高分和1个最低分后取平均，评委得分占80%、观众评分占20%，保留2位小数（四舍五入）',
    );
  });

  it('keeps the zh-CN phrases the translations follow the same as the contract’s, for every kind of rule', () => {
    const zh = i18n.getFixedT('zh-CN');
    for (const rule of rules) expect(ruleWords(rule, zh)).toBe(describeGradeRule(rule));
  });

  it('states the judge groups’ shares in the contract’s words, and in English', async () => {
    const zh = i18n.getFixedT('zh-CN');
    const groups = [
      { name: '专业评委', weight: 70 },
      { name: '大众评委', weight: 30 },
    ];
    const thirds = [
      { name: '甲', weight: 1 },
      { name: '乙', weight: 2 },
    ];
    for (const rule of rules) {
      expect(ruleWords(rule, zh, groups)).toBe(describeGradeRule(rule, groups));
      expect(ruleWords(rule, zh, thirds)).toBe(describeGradeRule(rule, thirds));
    }
    // Every share of three groups of weights up to 30 rounds as the contract's does.
    for (let a = 1; a <= 30; a++)
      for (let b = 1; b <= 30; b++) {
        const three = [
          { name: '甲', weight: a },
          { name: '乙', weight: b },
          { name: '丙', weight: 7 },
        ];
        expect(ruleWords(defaultGradeRule, zh, three)).toBe(describeGradeRule(defaultGradeRule, three));
      }
    await i18n.changeLanguage('en-US');
    expect(ruleInWords({ ...defaultGradeRule, method: 'mean' }, groups)).toBe(
      'the mean of the judges’ totals; worked out per judge group and weighted: 专业评委 70%, 大众评委 30%; rounded to 2 decimals (half up)',
    );
  });

  it('says the same rule in English', async () => {
    await i18n.changeLanguage('en-US');
    expect(ruleInWords({ ...defaultGradeRule, method: 'item_trimmed_mean', trim: 2, decimals: 0 })).toBe(
      'each item’s mean after dropping the 2 highest and 2 lowest scores, weighted and added up; rounded to a whole number (half up)',
    );
  });
});
