import { activityKind } from '@app/contract';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { addTemplateRounds } from '../game/index.js';
import { addTemplateGrade } from '../grade/index.js';
import { addTemplateLottery } from '../lottery/index.js';
import { prizeRepository } from '../prize/index.js';
import { candidateRepository } from '../vote/index.js';
import type { ActivityRow } from './activity.repository.js';
import { draftSourceRepository } from './draft-source.repository.js';

const prizeTurnSchema = z.object({
  name: z.string(),
  need_pass: z.boolean(),
  day_limit: z.number().int().min(0),
  total_limit: z.number().int().min(0),
  goods: z.array(z.object({ name: z.string(), stock: z.number().int().min(0), chance: z.number().int() })),
});

/**
 * What a template adds besides settings: the prize turn its text promises, sample candidates of a vote (an
 * interactive quiz's rounds are read by game-template, a lottery's settings and tiers by lottery-template).
 */
const contentSchema = z.object({
  prize: prizeTurnSchema.optional(),
  form: z.string().optional(),
  sample_candidates: z.array(z.object({ name: z.string(), description: z.string(), cover: z.string() })).default([]),
});

type Content = z.infer<typeof contentSchema>;
type Owner = { tenantId: number; customerId: number };

const addPrizeTurn = async (tx: Db, owner: Owner, draft: ActivityRow, turn: NonNullable<Content['prize']>) => {
  const prizes = prizeRepository(tx);
  const row = await prizes.insertTurn(owner, draft.id, 1, {
    name: turn.name,
    needPass: turn.need_pass,
    dayLimit: turn.day_limit,
    totalLimit: turn.total_limit,
  });
  for (const [i, goods] of turn.goods.entries()) await prizes.insertGoods(row, i + 1, { ...goods, image: '' });
};

const addSampleCandidates = async (tx: Db, owner: Owner, draft: ActivityRow, samples: Content['sample_candidates']) => {
  const candidates = candidateRepository(tx);
  for (const [i, sample] of samples.entries())
    await candidates.insert({ ...owner, activityId: draft.id, number: i + 1, ...sample });
};

/**
 * Fills a draft just made from a template with the template's content, in the draft's transaction, so that
 * what the template's text promises exists from the start: a quiz's prize turn and goods, a vote's candidates,
 * an interactive quiz's rounds of questions, a lottery's look, draw options, sign-in fields and prize tiers, a
 * judge-scoring contest's fields, pages and rounds with their rules and scoring items.
 */
export const addTemplateContent = async (tx: Db, draft: ActivityRow) => {
  if (!draft.templateId) return;
  const template = await draftSourceRepository(tx).template(draft.templateId);
  if (!template) return;
  const content = contentSchema.parse(template.settings);
  const owner = { tenantId: draft.tenantId, customerId: draft.customerId };
  if (draft.kind === activityKind.onlineQuiz && content.prize) await addPrizeTurn(tx, owner, draft, content.prize);
  if (draft.kind === activityKind.survey && content.form === 'vote')
    await addSampleCandidates(tx, owner, draft, content.sample_candidates);
  if (draft.kind === activityKind.siteInteraction) await addTemplateRounds(tx, owner, draft.id, template.settings);
  if (draft.kind === activityKind.lottery) await addTemplateLottery(tx, draft, template.settings);
  if (draft.kind === activityKind.grade) await addTemplateGrade(tx, draft, template.settings);
};
