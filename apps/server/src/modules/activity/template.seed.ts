import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type TagInsert, type TemplateInsert, templateRepository } from './template.repository.js';
import { gradeSeed } from './template-seed/grade.seed.js';
import { lotterySeed } from './template-seed/lottery.seed.js';
import { onlineQuizSeed } from './template-seed/online-quiz.seed.js';
import { siteCompetitionSeed } from './template-seed/site-competition.seed.js';
import { siteInteractionSeed } from './template-seed/site-interaction.seed.js';
import { surveySeed } from './template-seed/survey.seed.js';
import { coverOf, type KindSeed } from './template-seed/template-seed-types.js';

/** The platform's templates for every kind, in gallery order. */
export const templateSeeds: KindSeed[] = [
  onlineQuizSeed,
  siteCompetitionSeed,
  siteInteractionSeed,
  surveySeed,
  lotterySeed,
  gradeSeed,
];

/** jsonb keeps keys in its own order, so stored and seeded values are compared with keys sorted. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
};

/** The fields of `wanted` that differ from the stored row; empty when the row is up to date. */
const changes = <T extends Record<string, unknown>>(stored: Record<string, unknown>, wanted: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(wanted).filter(
      ([key, value]) => JSON.stringify(canonical(stored[key])) !== JSON.stringify(canonical(value)),
    ),
  ) as Partial<T>;

const tagsOf = (seeds: KindSeed[]) =>
  seeds.flatMap(({ kind, functions, topics }) => [
    ...functions.map((t, i) => ({ code: t.code, kind, group: 'function' as const, name: t.name, sort: i + 1 })),
    ...topics.map((t, i) => ({ code: t.code, kind, group: 'topic' as const, name: t.name, sort: i + 1 })),
  ]);

/** A template's seeded fields; its use count is written only when it is created, since use adds to it. */
const templatesOf = (seeds: KindSeed[], tagIds: Map<string, number>) =>
  seeds.flatMap(({ kind, templates }) =>
    templates.map((t, i) => ({
      code: t.code,
      fields: {
        kind,
        title: t.title,
        cover: coverOf(t.code),
        description: t.description,
        funcId: tagIds.get(t.func)!,
        topicId: tagIds.get(t.topic)!,
        features: t.features,
        settings: t.settings,
        isCase: Boolean(t.showcase),
        caseOrganiser: t.showcase?.organiser ?? '',
        caseJoinCount: t.showcase?.joinCount ?? 0,
        sort: i + 1,
      } satisfies Partial<TemplateInsert>,
      useCount: t.useCount,
    })),
  );

/**
 * Creates or updates the galleries' tags and templates, keyed by code, and leaves rows that match their
 * seed untouched. Every app start runs this, so the unchanged case costs one read per table.
 */
export const seedTemplates = (db: Db, seeds: KindSeed[] = templateSeeds): Promise<void> =>
  db.transaction(async (tx) => {
    // Two servers starting together must not both insert the same codes.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('template-seed'))`);
    const repo = templateRepository(tx);

    const tags = tagsOf(seeds);
    const storedTags = new Map((await repo.tagsByCode(tags.map((t) => t.code))).map((t) => [t.code, t]));
    const tagIds = new Map([...storedTags.values()].map((t) => [t.code, t.id]));
    const newTags: TagInsert[] = [];
    for (const tag of tags) {
      const stored = storedTags.get(tag.code);
      if (!stored) {
        newTags.push(tag);
        continue;
      }
      const diff = changes(stored, tag);
      if (Object.keys(diff).length) await repo.updateTag(stored.id, diff);
    }
    if (newTags.length) for (const t of await repo.insertTags(newTags)) tagIds.set(t.code, t.id);

    const templates = templatesOf(seeds, tagIds);
    const storedTemplates = new Map((await repo.templatesByCode(templates.map((t) => t.code))).map((t) => [t.code, t]));
    const newTemplates: TemplateInsert[] = [];
    for (const { code, fields, useCount } of templates) {
      const stored = storedTemplates.get(code);
      if (!stored) {
        newTemplates.push({ code, ...fields, useCount });
        continue;
      }
      const diff = changes(stored, fields);
      if (Object.keys(diff).length) await repo.updateTemplate(stored.id, diff);
    }
    if (newTemplates.length) await repo.insertTemplates(newTemplates);
  });
