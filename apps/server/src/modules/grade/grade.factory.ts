import { randomBytes } from 'node:crypto';
import { contract, defaultGradeRule, type GradeItemFields, type GradeRule } from '@app/contract';
import type { Account } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import { type ActivityRecord, activityOwner } from '../activity/index.js';
import { makeLiveActivity } from '../activity/live-activity.factory.js';
import { gradeContestants, gradeEntries, gradeItems, gradeJudges, gradeRounds } from './grade.table.js';

/** A published judge-scoring activity (kind 6) of the organiser. */
export const makeGrade = (t: TestApp, organiser: Account) => makeLiveActivity(t, organiser.customer, 6);

/** A round written directly, last in order, with the rule given over the default. */
export const addRound = async (t: TestApp, activity: ActivityRecord, name = '初赛', rule: Partial<GradeRule> = {}) => {
  const [row] = await t.deps.db
    .insert(gradeRounds)
    .values({
      ...activityOwner(activity),
      name,
      settings: { reveal: 'each', comment: 'optional', judges_see_others: false, audience_open: false },
      rule: { ...defaultGradeRule, ...rule },
    })
    .returning();
  return row!;
};

export const addItems = async (
  t: TestApp,
  activity: ActivityRecord,
  roundId: number,
  items: Partial<GradeItemFields>[],
) =>
  t.deps.db
    .insert(gradeItems)
    .values(
      items.map((item, i) => ({
        ...activityOwner(activity),
        roundId,
        name: `评分项${i + 1}`,
        min: 0,
        max: 10,
        step: 1,
        weight: 1,
        sort: i,
        ...item,
      })),
    )
    .returning();

/** Contestants 选手1… in the round, in that stage order; answers the rows. */
export const addContestants = async (t: TestApp, activity: ActivityRecord, roundId: number, n: number) => {
  const rows = await t.deps.db
    .insert(gradeContestants)
    .values(Array.from({ length: n }, (_, i) => ({ ...activityOwner(activity), name: `选手${i + 1}` })))
    .returning();
  await t.deps.db
    .insert(gradeEntries)
    .values(rows.map((row, i) => ({ ...activityOwner(activity), roundId, contestantId: row.id, sort: i })));
  return rows;
};

/** Judges 评委1… of the round, each with a link key of their own. */
export const addJudges = async (t: TestApp, activity: ActivityRecord, roundId: number, n: number) =>
  t.deps.db
    .insert(gradeJudges)
    .values(
      Array.from({ length: n }, (_, i) => ({
        ...activityOwner(activity),
        roundId,
        name: `评委${i + 1}`,
        sort: i,
        key: randomBytes(18).toString('base64url'),
      })),
    )
    .returning();

/** The host's `show`: puts the contestant of the round on stage (judges and the audience score them). */
export const putOnStage = async (
  t: TestApp,
  organiser: Account,
  activity: ActivityRecord,
  roundId: number,
  contestantId: number,
) => {
  const as = { token: organiser.token };
  const stage = await t.call(contract.gradeStage.stage, { activity_id: activity.id }, as);
  const shown = await t.call(
    contract.gradeStage.command,
    {
      activity_id: activity.id,
      command: 'show',
      from_version: stage.body.data.stage.version,
      round_id: roundId,
      contestant_id: contestantId,
    },
    as,
  );
  if (shown.body.code !== 200) throw new Error(`show refused: ${shown.body.msg}`);
  return shown.body.data.console.stage;
};
