import type { QuizSettings } from '@app/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { Owner } from '../wallet/index.js';
import { quizQuestionRepository } from './quiz-question.repository.js';

/** What the questions of the active mode give an attempt: how many at most, and their mean score. */
type Source = { size: number; mean: number };

const mean = (scores: number[]) => (scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : 0);
const round2 = (n: number) => Math.round(n * 100) / 100;
const tooFew = (msg: string) => new AppError('VALIDATION_FAILED', msg);

/** Strict: every chosen question must be the organiser's own or public. Lenient: unreadable ones are not counted. */
const fixedSource = async (db: Db, owner: Owner, ids: number[], strict: boolean): Promise<Source> => {
  const rows = ids.length ? await quizQuestionRepository(db).readableScores(owner, ids) : [];
  if (strict && rows.length !== ids.length) throw new AppError('QUESTION_NOT_FOUND');
  return { size: rows.length, mean: mean(rows.map((r) => r.score)) };
};

/**
 * Strict: every rule's bank must be the organiser's own or public, and hold enough matching questions. Rules
 * that ask the same bank for the same type and difficulty draw from one set, so their counts add up.
 */
const randomSource = async (db: Db, owner: Owner, settings: QuizSettings, strict: boolean): Promise<Source> => {
  const repo = quizQuestionRepository(db);
  const bankIds = [...new Set(settings.random_rules.map((r) => r.bank_id))];
  const banks = new Map((bankIds.length ? await repo.readableBanks(owner, bankIds) : []).map((b) => [b.id, b.name]));
  if (strict && banks.size !== bankIds.length) throw new AppError('QUESTION_BANK_NOT_FOUND');
  const merged = new Map<string, (typeof settings.random_rules)[number]>();
  for (const rule of settings.random_rules) {
    const key = `${rule.bank_id}/${rule.type}/${rule.difficulty}`;
    const same = merged.get(key);
    merged.set(key, { ...rule, count: (same?.count ?? 0) + rule.count });
  }
  let size = 0;
  let points = 0;
  for (const rule of merged.values()) {
    const stats = banks.has(rule.bank_id) ? await repo.ruleStats(rule) : { n: 0, mean: 0 };
    if (strict && stats.n < rule.count) throw tooFew(`「${banks.get(rule.bank_id)}」中符合条件的题目只有${stats.n}道`);
    const drawn = Math.min(rule.count, stats.n);
    size += drawn;
    points += drawn * stats.mean;
  }
  return { size, mean: size ? points / size : 0 };
};

const sourceOf = (db: Db, owner: Owner, settings: QuizSettings, strict: boolean) =>
  settings.question_mode === 'fixed'
    ? fixedSource(db, owner, settings.question_ids, strict)
    : randomSource(db, owner, settings, strict);

/** Questions in one attempt, or in all levels together in checkpoint mode. */
const attemptSize = (settings: QuizSettings, source: Source) =>
  settings.barrier
    ? settings.levels.reduce((sum, l) => sum + Math.min(l.question_count, source.size), 0)
    : Math.min(settings.per_attempt || source.size, source.size);

/**
 * What the settings page shows beside the settings. When an attempt takes some of the questions and their scores
 * differ, the full score differs between attempts: the expected one (count × mean score) is shown.
 */
export const summarize = async (db: Db, owner: Owner, settings: QuizSettings) => {
  const source = await sourceOf(db, owner, settings, false);
  const count = attemptSize(settings, source);
  return { question_count: count, full_score: round2(count * source.mean) };
};

/** Checks settings about to be saved and answers them as they will be kept (fixed questions without repeats). */
export const checkSettings = async (db: Db, owner: Owner, input: QuizSettings): Promise<QuizSettings> => {
  const settings = { ...input, question_ids: [...new Set(input.question_ids)] };
  if (settings.barrier && settings.levels.length === 0) throw new AppError('QUIZ_LEVELS_REQUIRED');
  const source = await sourceOf(db, owner, settings, true);
  // An empty source is a quiz still being set up; the levels are checked once it has questions.
  if (settings.barrier && source.size > 0) {
    settings.levels.forEach((level, i) => {
      if (level.question_count > source.size) throw tooFew(`第${i + 1}关的题目数不能超过可出的${source.size}道题`);
    });
  }
  return settings;
};
