import { randomInt } from 'node:crypto';
import type { QuizSettings } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { QuestionRow } from '../question/index.js';
import type { DrawnQuestion } from './quiz.table.js';
import { quizQuestionRepository } from './quiz-question.repository.js';

/** A uniform number in [0, 1). */
export type Random = () => number;

/** Participants could game a predictable draw, so the default source is the CSPRNG. */
export const secureRandom: Random = () => randomInt(2 ** 47) / 2 ** 47;

const below = (n: number, random: Random) => Math.min(n - 1, Math.floor(random() * n));

/** A random n of the items, in random order (a partial Fisher–Yates). */
export const sample = <T>(items: readonly T[], n: number, random: Random): T[] => {
  const copy = [...items];
  const take = Math.min(n, copy.length);
  for (let i = 0; i < take; i += 1) {
    const j = i + below(copy.length - i, random);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, take);
};

export const shuffled = <T>(items: readonly T[], random: Random) => sample(items, items.length, random);

/** A random n of the items, keeping their order. */
export const pickInOrder = <T>(items: readonly T[], n: number, random: Random): T[] => {
  if (n >= items.length) return [...items];
  const kept = new Set(
    sample(
      Array.from(items, (_, i) => i),
      n,
      random,
    ),
  );
  return items.filter((_, i) => kept.has(i));
};

const keyAt = (i: number) => String.fromCharCode(65 + i);

/**
 * Shows a choice or ordering question's options in a new order. Keys stay A, B, C… in display order, so the
 * answer's keys are renamed to follow the options they named (a choice answer is a set, kept sorted; an ordering
 * answer is a sequence, kept in its order).
 */
export const shuffleOptions = (q: DrawnQuestion, random: Random): DrawnQuestion => {
  if ((q.type !== 'single' && q.type !== 'multiple' && q.type !== 'sort') || q.options.length < 2) return q;
  const order = shuffled(q.options, random);
  const renamed = new Map(order.map((o, i) => [o.key, keyAt(i)]));
  const answer = q.answer.map((k) => renamed.get(k) ?? k);
  return {
    ...q,
    options: order.map((o, i) => ({ ...o, key: keyAt(i) })),
    answer: q.type === 'sort' ? answer : answer.sort(),
  };
};

const snapshot = (row: QuestionRow): DrawnQuestion => ({
  questionId: row.id,
  type: row.type,
  stem: row.stem,
  options: row.options,
  answer: row.answer,
  blanks: row.blanks,
  explanation: row.explanation,
  score: row.score,
  image: row.image,
  audio: row.audio,
  video: row.video,
});

/** Checkpoint mode only: the level's settings, or null outside it. */
const levelOf = (settings: QuizSettings, level: number) =>
  settings.barrier && settings.levels.length ? (settings.levels[level - 1] ?? null) : null;

/**
 * Fixed questions for one attempt. A level takes the next slice of the list after the earlier levels' (wrapping
 * round only when the list is too short), so levels repeat no question while there are enough.
 */
const fixedIds = (settings: QuizSettings, level: number, random: Random) => {
  const ids = [...new Set(settings.question_ids)];
  const lv = levelOf(settings, level);
  if (!lv) return pickInOrder(ids, settings.per_attempt || ids.length, random);
  if (!ids.length) return [];
  const offset = settings.levels.slice(0, level - 1).reduce((sum, l) => sum + l.question_count, 0);
  const n = Math.min(lv.question_count, ids.length);
  return Array.from({ length: n }, (_, i) => ids[(offset + i) % ids.length]!);
};

/** Each rule's questions drawn at random, none twice; `avoid` (earlier levels' questions) only when a rule has spare. */
const randomIds = async (db: Db, settings: QuizSettings, level: number, random: Random, avoid: number[]) => {
  const repo = quizQuestionRepository(db);
  const seen = new Set(avoid);
  const picked: number[] = [];
  for (const rule of settings.random_rules) {
    const fresh = (await repo.ruleCandidates(rule)).filter((id) => !picked.includes(id));
    const unseen = fresh.filter((id) => !seen.has(id));
    const drawn = sample(unseen, rule.count, random);
    const topUp = sample(
      fresh.filter((id) => seen.has(id)),
      rule.count - drawn.length,
      random,
    );
    picked.push(...drawn, ...topUp);
  }
  const cut = levelOf(settings, level)?.question_count ?? (settings.per_attempt || picked.length);
  return pickInOrder(picked, cut, random);
};

/**
 * The questions of one attempt, as a snapshot (later edits to the bank do not change a taken attempt). `level`
 * counts from 1 and matters in checkpoint mode; `avoid` lists questions the participant already had in earlier
 * levels, for random mode to skip while it can. The settings were checked against the organiser when saved, so
 * the ids here are trusted; questions deleted since are left out.
 */
export const drawQuestions = async (
  db: Db,
  settings: QuizSettings,
  level: number,
  random: Random = secureRandom,
  avoid: number[] = [],
): Promise<DrawnQuestion[]> => {
  if (settings.barrier && settings.levels.length && !levelOf(settings, level)) return [];
  const ids =
    settings.question_mode === 'fixed'
      ? fixedIds(settings, level, random)
      : await randomIds(db, settings, level, random, avoid);
  const rows = new Map((await quizQuestionRepository(db).byIds(ids)).map((r) => [r.id, r]));
  const ordered = ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [snapshot(row)] : [];
  });
  const arranged = settings.shuffle_questions ? shuffled(ordered, random) : ordered;
  return settings.shuffle_options ? arranged.map((q) => shuffleOptions(q, random)) : arranged;
};
