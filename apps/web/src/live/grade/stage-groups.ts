import type { GradeResultLine, GradeStage } from '@app/contract';
import { weightShare } from '../../lib/weight-share.js';

export type StagePart = { id: number; name: string; score: number | null; share: number | null };

/**
 * Each group's part of a revealed result with the share it counted for: the weights are shared again among the
 * groups with a scored judge, as the result was (grade-result.ts, rule 9).
 */
export const stageParts = (line: GradeResultLine, groups: GradeStage['groups']): StagePart[] => {
  const groupOf = new Map(groups.map((g) => [g.id, g]));
  const counted = line.groups.flatMap((p) => (p.score === null ? [] : [groupOf.get(p.group_id)?.weight ?? 0]));
  return line.groups.map((p) => {
    const group = groupOf.get(p.group_id);
    return {
      id: p.group_id,
      name: group?.name ?? '',
      score: p.score,
      share: p.score === null || !group ? null : weightShare(group.weight, counted),
    };
  });
};
