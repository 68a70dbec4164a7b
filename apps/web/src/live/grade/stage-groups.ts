import type { GradeResultLine } from '@app/contract';
import { weightShare } from '../../lib/weight-share.js';

export type StagePart = { id: number; name: string; score: number | null; share: number | null };

const lead = '按评委分组计算后加权：';
// A name with a full-width comma is not read: the comma also ends the phrase.
const oneShare = '([^，]+?)占(\\d+(?:\\.\\d)?)%';

/**
 * The judge groups' names and shares (in %) as the stage's rule text states them, in the order of a line's groups:
 * the stage carries each line's group parts but not the groups, and its rule text is the contract's
 * describeGradeRule, which names them "按评委分组计算后加权：专业评委占70%、大众评委占30%". Empty when it does not.
 */
export const groupsOfRuleText = (ruleText: string, count: number): { name: string; share: number }[] => {
  const at = ruleText.indexOf(lead);
  if (count === 0 || at < 0) return [];
  const shares = new RegExp(`^${Array.from({ length: count }, () => oneShare).join('、')}(?:，|$)`);
  const match = shares.exec(ruleText.slice(at + lead.length));
  if (!match) return [];
  return Array.from({ length: count }, (_, i) => ({ name: match[2 * i + 1]!, share: Number(match[2 * i + 2]) }));
};

/**
 * Each group's part of a revealed result with the share it counted for: the shares are shared again among the
 * groups with a scored judge, as the result was (grade-result.ts, rule 9). A group the rule text does not name is
 * left nameless (the screen numbers it) and without a share.
 */
export const stageParts = (line: GradeResultLine, ruleText: string): StagePart[] => {
  const named = groupsOfRuleText(ruleText, line.groups.length);
  // Tenths of a percent, whole, so the shares are shared again as whole weights.
  const weightOf = (i: number) => Math.round((named[i]?.share ?? 0) * 10);
  const counted = line.groups.flatMap((p, i) => (p.score === null ? [] : [weightOf(i)]));
  return line.groups.map((p, i) => ({
    id: p.group_id,
    name: named[i]?.name ?? '',
    score: p.score,
    share: p.score === null || !named[i] ? null : weightShare(weightOf(i), counted),
  }));
};
