import type { GradeRoundResult } from '@app/contract/grade';
import type { GradeResultLine } from '@app/contract/grade-schemas';
import { weightShare } from '../../lib/weight-share.js';

export type GroupPart = { id: number; name: string; count: number; score: number | null; share: number | null };

/**
 * Each judge group's part of a contestant's judges' part, with the share it counted for: the weights are shared
 * among the groups with a scored judge (grade-result.ts, rule 9), so a group nobody in scored counts for none.
 */
export const groupParts = (result: Pick<GradeRoundResult, 'groups'>, line: GradeResultLine): GroupPart[] => {
  const groupOf = new Map(result.groups.map((g) => [g.id, g]));
  const weightOf = (id: number) => groupOf.get(id)?.weight ?? 0;
  const counted = line.groups.filter((p) => p.score !== null).map((p) => weightOf(p.group_id));
  return line.groups.map((p) => ({
    id: p.group_id,
    name: groupOf.get(p.group_id)?.name ?? '',
    count: p.count,
    score: p.score,
    share: p.score === null ? null : weightShare(weightOf(p.group_id), counted),
  }));
};
