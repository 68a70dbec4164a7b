import { describeGradeRule } from '@app/contract/grade-result';
import type { GradeRule } from '@app/contract/grade-schemas';
import type { TFunction } from 'i18next';
import i18n from '../../i18n/index.js';
import { weightShare } from '../../lib/weight-share.js';

/** A round's judge group as the rule counts it: 专业评委 with weight 70. */
export type WeightedGroup = { name: string; weight: number };

/** The rule in the words of one language's `ruleWords` texts, phrase by phrase as describeGradeRule says it. */
export const ruleWords = (rule: GradeRule, t: TFunction, groups: WeightedGroup[] = []): string => {
  const w = (key: string, values?: Record<string, unknown>) => t(`grade:ruleWords.${key}`, values);
  const { method, trim: k } = rule;
  const methodText =
    method === 'sum'
      ? w('sum')
      : method === 'mean' || (method === 'trimmed_mean' && k === 0)
        ? w('mean')
        : method === 'trimmed_mean'
          ? w('trimmed', { k })
          : k === 0
            ? w('itemMean')
            : w('itemTrimmed', { k });
  const weights = groups.map((g) => g.weight);
  const shares = groups
    .map((g) => w('groupShare', { name: g.name, share: weightShare(g.weight, weights) }))
    .join(w('groupSeparator'));
  return [
    methodText,
    groups.length > 0 ? w('groups', { shares }) : '',
    rule.audience_weight > 0
      ? w('audience', { judges: 100 - rule.audience_weight, audience: rule.audience_weight })
      : '',
    rule.decimals === 0 ? w('whole') : w('decimals', { n: rule.decimals }),
  ]
    .filter(Boolean)
    .join(w('separator'));
};

/**
 * The rule in words. In zh-CN these are the contract's own (describeGradeRule), the same the server states on the
 * results and the big screen shows; another language says the same phrases in its own words.
 */
export const ruleInWords = (rule: GradeRule, groups: WeightedGroup[] = []): string =>
  i18n.language === 'zh-CN' ? describeGradeRule(rule, groups) : ruleWords(rule, i18n.t, groups);

/** The rule a result was computed by: the server's own statement in zh-CN, the same words translated otherwise. */
export const resultRuleText = (result: { rule_text: string; round: { rule: GradeRule }; groups: WeightedGroup[] }) =>
  i18n.language === 'zh-CN' ? result.rule_text : ruleInWords(result.round.rule, result.groups);
