import type { Db } from '../../db/client.js';
import type { ActivityRecord } from '../activity/index.js';
import { gradeItemRepository } from './grade-item.repository.js';
import { gradeJudgeGroupRepository } from './grade-judge-group.repository.js';
import { ruleOf, settingsOf, toItemValues, toRoundSettings } from './grade-round.mappers.js';
import { gradeRoundRepository } from './grade-round.repository.js';
import { gradeSettingsRepository } from './grade-settings.repository.js';
import { gradeTemplateSchema } from './grade-template.js';

type GradeSetup = ReturnType<typeof gradeTemplateSchema.parse>;

const writeSetup = async (tx: Db, to: ActivityRecord, setup: GradeSetup) => {
  const settings = gradeSettingsRepository(tx);
  if (setup.fields.length) await settings.saveFields(to, setup.fields);
  const { screen, judge, audience } = setup.pages;
  if (screen) await settings.savePage(to, 'screen', screen);
  if (judge) await settings.savePage(to, 'judge', judge);
  if (audience) await settings.savePage(to, 'audience', audience);
  const rounds = gradeRoundRepository(tx);
  const items = gradeItemRepository(tx);
  const judgeGroups = gradeJudgeGroupRepository(tx);
  for (const [sort, round] of setup.rounds.entries()) {
    const { name, ...rest } = round.settings;
    const id = await rounds.insert(to, { name, settings: toRoundSettings(rest), rule: round.rule, sort });
    for (const item of round.items) await items.insert(to, id, toItemValues(item));
    for (const group of round.judge_groups) await judgeGroups.insert(to, id, group);
  }
};

/** Gives a judge-scoring activity just made from a template its fields, pages and rounds, in the draft's transaction. */
export const addTemplateGrade = (tx: Db, draft: ActivityRecord, templateSettings: Record<string, unknown>) =>
  writeSetup(tx, draft, gradeTemplateSchema.parse(templateSettings));

/**
 * Gives a copy the original's set-up: contestant fields, pages, rounds with their settings, rules, items and judge
 * groups.
 * Contestants, judges (whose links are secrets of the original's event) and scores stay behind.
 */
export const copyGrade = async (tx: Db, from: ActivityRecord, to: ActivityRecord) => {
  const settings = gradeSettingsRepository(tx);
  const rounds = await gradeRoundRepository(tx).list(from, { offset: 0, limit: 1000 });
  const items = gradeItemRepository(tx);
  const judgeGroups = gradeJudgeGroupRepository(tx);
  await writeSetup(tx, to, {
    fields: await settings.fields(from),
    pages: await settings.pages(from),
    rounds: await Promise.all(
      rounds.map(async ({ round }) => ({
        settings: { name: round.name, ...settingsOf(round) },
        rule: ruleOf(round),
        items: (await items.list(from, round.id)).map(toItemValues),
        judge_groups: (await judgeGroups.list(from, round.id)).map(({ group }) => ({
          name: group.name,
          weight: group.weight,
        })),
      })),
    ),
  });
};
