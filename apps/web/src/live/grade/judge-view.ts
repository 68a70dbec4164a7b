import type { GradeJudgePage, GradeScore } from '@app/contract';

export type JudgeContestant = GradeJudgePage['contestants'][number];
export type JudgeState = 'scored' | 'abstained' | 'waiting' | 'unlocked';

/** The round's contestants in stage order (the order the organiser drew or set). */
export const stageOrder = (contestants: readonly JudgeContestant[]) =>
  [...contestants].sort((a, b) => a.sort - b.sort || a.id - b.id);

/** Where this judge stands with a contestant, as the list's tag says it. */
export const judgeState = ({ mine }: JudgeContestant): JudgeState => {
  if (!mine) return 'waiting';
  if (!mine.locked) return 'unlocked';
  return mine.abstained ? 'abstained' : 'scored';
};

/** The page as it stands once the server took a score: locked, until the host unlocks it. */
export const withScore = (page: GradeJudgePage, score: GradeScore): GradeJudgePage => ({
  ...page,
  contestants: page.contestants.map((c) =>
    c.id === score.contestant_id
      ? {
          ...c,
          mine: {
            id: score.id,
            abstained: score.abstained,
            items: score.items,
            total: score.total,
            comment: score.comment,
            locked: true,
          },
        }
      : c,
  ),
});
