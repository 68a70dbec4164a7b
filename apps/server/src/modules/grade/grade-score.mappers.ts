import type { GradeAudienceScore, GradeScore } from '@app/contract';
import type { gradeAudienceScores, gradeContestants, gradeScores } from './grade.table.js';

type ScoreRow = typeof gradeScores.$inferSelect;

/** A contestant as the judge's page and the results show one, without the rounds they are in. */
export const toContestantCard = (c: typeof gradeContestants.$inferSelect, groupName: string | null) => ({
  id: c.id,
  name: c.name,
  group_id: c.groupId,
  group_name: groupName ?? '',
  photo: c.photo,
  description: c.description,
  values: c.values,
});

export const toGradeScore = (score: ScoreRow, judgeName: string): GradeScore => ({
  id: score.id,
  round_id: score.roundId,
  contestant_id: score.contestantId,
  judge_id: score.judgeId,
  judge_name: judgeName,
  abstained: score.abstained,
  items: score.items,
  total: score.total,
  comment: score.comment,
  submitted_at: score.submittedAt.toISOString(),
  locked: score.locked,
  history: score.history,
});

/** The judge's own score on their page. */
export const toMine = (score: ScoreRow) => ({
  id: score.id,
  abstained: score.abstained,
  items: score.items,
  total: score.total,
  comment: score.comment,
  locked: score.locked,
});

export const toAudienceScore = (
  score: typeof gradeAudienceScores.$inferSelect,
  contestantName: string,
): GradeAudienceScore => ({
  id: score.id,
  round_id: score.roundId,
  contestant_id: score.contestantId,
  contestant_name: contestantName,
  who: score.who,
  score: score.score,
  created_at: score.createdAt.toISOString(),
});
