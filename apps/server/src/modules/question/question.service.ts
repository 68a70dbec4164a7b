import type { contract, List, ParsedInputOf, Question, QuestionFields } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ownerOf } from '../wallet/index.js';
import { bankRepository, isPublicRow } from './bank.repository.js';
import { readableBank, writableBank } from './bank.service.js';
import { toQuestion, toQuestionRow } from './question.mappers.js';
import { questionRepository } from './question.repository.js';
import { questionProblem } from './question-rules.js';

type Input<E extends keyof typeof contract.question> = ParsedInputOf<(typeof contract.question)[E]>;

const assertValid = (q: QuestionFields, label = '') => {
  const problem = questionProblem(q);
  if (problem) throw new AppError('QUESTION_INVALID', `${label}${problem}`);
};
/** Checks every question of a batch, naming the first bad one by its number (from 1) in the batch. */
const assertBatchValid = (qs: QuestionFields[]) => {
  qs.forEach((q, i) => {
    assertValid(q, `第${i + 1}题：`);
  });
};

/**
 * Questions the caller may change: every id one of their organiser's, in a private bank. A public question
 * is refused as read-only, another organiser's or a missing one as not found. Answers the banks they live in.
 */
const writableQuestions = async (tx: Db, user: CurrentUser, ids: number[]) => {
  const distinct = [...new Set(ids)];
  const places = await questionRepository(tx).placesOf(ownerOf(user), distinct);
  if (places.length !== distinct.length) throw new AppError('QUESTION_NOT_FOUND');
  if (places.some(isPublicRow)) throw new AppError('QUESTION_BANK_READ_ONLY');
  return [...new Set(places.map((p) => p.bankId))].sort((a, b) => a - b);
};

/** Locks the banks in id order, so two writers never wait on each other. */
const lockBanks = async (tx: Db, user: CurrentUser, bankIds: number[]) => {
  for (const id of bankIds) await writableBank(tx, user, id);
};

const recount = async (tx: Db, user: CurrentUser, bankIds: number[]) => {
  for (const id of bankIds) await bankRepository(tx).recount(ownerOf(user), id);
};

export const questionService = (deps: Pick<Deps, 'db'>) => {
  const { db } = deps;

  /** Appends valid questions to a private bank of the caller's and keeps its count exact. */
  const append = (user: CurrentUser, bankId: number, qs: QuestionFields[], check: () => void) =>
    db.transaction(async (tx) => {
      await writableBank(tx, user, bankId);
      check();
      const repo = questionRepository(tx);
      const firstSort = await repo.nextSort(ownerOf(user), bankId);
      const rows = await repo.insert(ownerOf(user), bankId, firstSort, qs.map(toQuestionRow));
      await recount(tx, user, [bankId]);
      return rows;
    });

  return {
    list: async (user: CurrentUser, input: Input<'list'>): Promise<List<Question>> => {
      const bank = await readableBank(db, user, input.bank_id);
      const { page, limit, keywords, type, difficulty, tag } = input;
      const filter = { keywords, type, difficulty, tag };
      const repo = questionRepository(db);
      const { rows, total } = await repo.page(ownerOf(user), bank.id, filter, { page, limit }, bank.questionCount);
      return { list: rows.map(toQuestion), total, page, limit };
    },
    detail: async (user: CurrentUser, id: number) => {
      const row = await questionRepository(db).byId(ownerOf(user), id, 'visible');
      if (!row) throw new AppError('QUESTION_NOT_FOUND');
      return toQuestion(row);
    },
    add: async (user: CurrentUser, input: Input<'add'>) => {
      const [row] = await append(user, input.bank_id, [input], () => assertValid(input));
      return toQuestion(row!);
    },
    batchAdd: async (user: CurrentUser, input: Input<'batchAdd'>) => {
      const rows = await append(user, input.bank_id, input.questions, () => assertBatchValid(input.questions));
      return { added: rows.length, ids: rows.map((r) => r.id) };
    },
    edit: async (user: CurrentUser, input: Input<'edit'>) =>
      db.transaction(async (tx) => {
        await writableQuestions(tx, user, [input.id]);
        assertValid(input);
        const row = await questionRepository(tx).update(ownerOf(user), input.id, toQuestionRow(input));
        // Deleted by someone else since it was checked.
        if (!row) throw new AppError('QUESTION_NOT_FOUND');
        return toQuestion(row);
      }),
    batchEdit: async (user: CurrentUser, input: Input<'batchEdit'>) =>
      db.transaction(async (tx) => {
        await writableQuestions(
          tx,
          user,
          input.questions.map((q) => q.id),
        );
        assertBatchValid(input.questions);
        // A question named twice takes its last edit.
        const latest = new Map(input.questions.map((q) => [q.id, q]));
        const edits = [...latest.values()].map((q) => ({ id: q.id, content: toQuestionRow(q) }));
        return { edited: await questionRepository(tx).updateMany(ownerOf(user), edits) };
      }),
    delete: async (user: CurrentUser, ids: number[]) =>
      db.transaction(async (tx) => {
        const bankIds = await writableQuestions(tx, user, ids);
        await lockBanks(tx, user, bankIds);
        const deleted = await questionRepository(tx).delete(ownerOf(user), ids);
        await recount(tx, user, bankIds);
        return { deleted: deleted.length };
      }),
    /** The new order must name every question of the bank exactly once. */
    sort: async (user: CurrentUser, input: Input<'sort'>) => {
      await db.transaction(async (tx) => {
        await writableBank(tx, user, input.bank_id);
        const current = new Set(await questionRepository(tx).idsOf(ownerOf(user), input.bank_id));
        const given = new Set(input.ids);
        const same =
          given.size === input.ids.length && given.size === current.size && input.ids.every((id) => current.has(id));
        if (!same) throw new AppError('QUESTION_SORT_MISMATCH');
        if (input.ids.length) await questionRepository(tx).reorder(ownerOf(user), input.bank_id, input.ids);
      });
      return null;
    },
  };
};
