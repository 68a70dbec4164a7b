import {
  defaultGradeRule,
  type GradeItem,
  type GradeItemFields,
  type GradeJudge,
  type GradeRound,
  type GradeRoundSettings,
  type GradeRule,
  gradeRoundSettingsSchema,
} from '@app/contract';
import type { gradeItems, gradeJudges } from './grade.table.js';
import type { GradeRoundCounted } from './grade-round.repository.js';
import type { GradeRoundRow } from './grade-round-access.js';

type RoundSettings = Omit<GradeRoundSettings, 'name'>;

const settingDefaults: RoundSettings = gradeRoundSettingsSchema.omit({ name: true }).parse({});

/** What the settings column keeps: every setting but the name, which is a column of its own. */
export const toRoundSettings = (input: RoundSettings): RoundSettings => ({
  reveal: input.reveal,
  comment: input.comment,
  judges_see_others: input.judges_see_others,
  audience_open: input.audience_open,
});

/** Stored settings and rules read with the contract's defaults, so a part added later reads as its default. */
export const settingsOf = (round: GradeRoundRow) => toRoundSettings({ ...settingDefaults, ...round.settings });

export const ruleOf = (round: GradeRoundRow): GradeRule => {
  const rule = { ...defaultGradeRule, ...round.rule };
  return {
    method: rule.method,
    trim: rule.trim,
    decimals: rule.decimals,
    missing: rule.missing,
    audience_weight: rule.audience_weight,
    outlier_percent: rule.outlier_percent,
  };
};

export const toGradeRound = ({ round, ...counts }: GradeRoundCounted): GradeRound => ({
  id: round.id,
  activity_id: round.activityId,
  sort: round.sort,
  name: round.name,
  ...settingsOf(round),
  rule: ruleOf(round),
  from_round_id: round.fromRoundId,
  item_count: counts.itemCount,
  contestant_count: counts.contestantCount,
  judge_count: counts.judgeCount,
  score_count: counts.scoreCount,
});

export type GradeItemRow = typeof gradeItems.$inferSelect;
export type GradeItemValues = Pick<GradeItemRow, 'name' | 'min' | 'max' | 'step' | 'weight' | 'description'>;

export const toItemValues = (fields: GradeItemFields): GradeItemValues => ({
  name: fields.name,
  min: fields.min,
  max: fields.max,
  step: fields.step,
  weight: fields.weight,
  description: fields.description,
});

export const toGradeItem = (item: GradeItemRow): GradeItem => ({
  id: item.id,
  round_id: item.roundId,
  name: item.name,
  min: item.min,
  max: item.max,
  step: item.step,
  weight: item.weight,
  description: item.description,
  sort: item.sort,
});

export type GradeJudgeRow = typeof gradeJudges.$inferSelect;

export const toGradeJudge = ({
  judge,
  scored,
  groupName,
}: {
  judge: GradeJudgeRow;
  scored: number;
  groupName: string;
}): GradeJudge => ({
  id: judge.id,
  round_id: judge.roundId,
  name: judge.name,
  title: judge.title,
  group_id: judge.groupId,
  group_name: groupName,
  sort: judge.sort,
  key: judge.key,
  scored,
});
