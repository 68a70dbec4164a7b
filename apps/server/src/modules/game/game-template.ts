import { gameQuestionTypes, gameRoundInputSchema, gameSettingsSchema } from '@app/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { questionBanks, questions } from '../question/index.js';
import type { Owner } from '../wallet/index.js';
import { gameSetupRepository } from './game-setup.repository.js';

/**
 * A round as an interactive-quiz template writes it: the first `count` questions of a public bank (in the
 * bank's order) of the given types and, when `tags` are named, carrying one of them.
 */
const templateRoundSchema = gameRoundInputSchema.omit({ question_ids: true }).extend({
  bank: z.string(),
  types: z
    .array(z.enum(gameQuestionTypes))
    .min(1)
    .default([...gameQuestionTypes]),
  tags: z.array(z.string()).default([]),
  count: z.number().int().min(1),
});

/** What an interactive-quiz template sets up: the big screen, the phone page, the join fields and the rounds. */
export const gameTemplateSchema = gameSettingsSchema.extend({ rounds: z.array(templateRoundSchema).default([]) });
export type GameTemplateSettings = z.input<typeof gameTemplateSchema>;
export type GameTemplateRound = z.output<typeof templateRoundSchema>;

/** Lets a seed be written with the template's own type and stored as the templates table keeps settings. */
export const gameTemplate = (settings: GameTemplateSettings): Record<string, unknown> => settings;

type Candidate = { id: number; type: string; tags: string[] };

/** The questions a template round takes from its bank's questions, given in the bank's order. */
export const pickTemplateQuestions = <Q extends Candidate>(bank: Q[], round: GameTemplateRound): Q[] =>
  bank
    .filter(
      (q) =>
        (round.types as readonly string[]).includes(q.type) &&
        (round.tags.length === 0 || q.tags.some((t) => round.tags.includes(t))),
    )
    .slice(0, round.count);

/**
 * Adds the template's rounds to a draft just made from it, in the draft's transaction. A round whose bank does
 * not exist (or has none of its questions) is left out, so a draft never starts with an empty round.
 */
export const addTemplateRounds = async (
  tx: Db,
  owner: Owner,
  activityId: number,
  templateSettings: Record<string, unknown>,
) => {
  const { rounds } = gameTemplateSchema.parse(templateSettings);
  const codes = [...new Set(rounds.map((r) => r.bank))];
  if (codes.length === 0) return;
  const pool = await tx
    .select({ id: questions.id, type: questions.type, tags: questions.tags, code: questionBanks.code })
    .from(questions)
    .innerJoin(questionBanks, eq(questionBanks.id, questions.bankId))
    .where(and(eq(questionBanks.isPublic, true), inArray(questionBanks.code, codes)))
    .orderBy(asc(questions.sort), asc(questions.id));
  const repo = gameSetupRepository(tx);
  for (const round of rounds) {
    const picked = pickTemplateQuestions(
      pool.filter((q) => q.code === round.bank),
      round,
    );
    if (picked.length === 0) continue;
    await repo.insertRound(owner, activityId, {
      name: round.name,
      questionIds: picked.map((q) => q.id),
      seconds: round.seconds,
      pointsMode: round.points_mode,
      basePoints: round.base_points,
      streakBonus: round.streak_bonus,
    });
  }
};
