import type { QuestionType } from '@app/contract';
import { and, avg, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ownership, questionBanks, questions } from '../question/index.js';
import type { Owner } from '../wallet/index.js';

/** Which questions of a bank a random rule draws from: '' any type, 0 any difficulty. */
export type RuleFilter = { bank_id: number; type: '' | QuestionType; difficulty: number };

const matchingRule = (rule: RuleFilter): SQL | undefined =>
  and(
    eq(questions.bankId, rule.bank_id),
    rule.type ? eq(questions.type, rule.type) : undefined,
    rule.difficulty ? eq(questions.difficulty, rule.difficulty) : undefined,
  );

/** The quiz's reads of the question bank: what a save may choose, and what an attempt draws. */
export const quizQuestionRepository = (db: Db) => ({
  /** Of these ids, the questions the organiser may use (their own and public ones), with their scores. */
  readableScores: (owner: Owner, ids: number[]) =>
    db
      .select({ id: questions.id, score: questions.score })
      .from(questions)
      .where(and(inArray(questions.id, ids), ownership(questions, owner, 'visible'))),
  /** Of these bank ids, the banks the organiser may use, with their names. */
  readableBanks: (owner: Owner, ids: number[]) =>
    db
      .select({ id: questionBanks.id, name: questionBanks.name })
      .from(questionBanks)
      .where(and(inArray(questionBanks.id, ids), ownership(questionBanks, owner, 'visible'))),
  /** How many questions a rule can draw from, and their mean score. */
  ruleStats: async (rule: RuleFilter) => {
    const [row] = await db
      .select({ n: count(), mean: avg(questions.score).mapWith(Number) })
      .from(questions)
      .where(matchingRule(rule));
    return { n: row?.n ?? 0, mean: row?.mean ?? 0 };
  },
  /**
   * The ids a rule can draw from. Ids only, so the draw picks in code with the caller's random source and
   * fetches just the chosen rows.
   */
  ruleCandidates: async (rule: RuleFilter) =>
    (await db.select({ id: questions.id }).from(questions).where(matchingRule(rule)).orderBy(questions.id)).map(
      (r) => r.id,
    ),
  /** Whole questions by id; the caller restores its own order. */
  byIds: async (ids: number[]) => (ids.length ? db.select().from(questions).where(inArray(questions.id, ids)) : []),
});
