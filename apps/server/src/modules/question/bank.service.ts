import type { contract, List, ParsedInputOf, QuestionBank } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ownerOf } from '../wallet/index.js';
import { bankRepository, isPublicRow } from './bank.repository.js';
import { toQuestionBank } from './question.mappers.js';
import { questionRepository } from './question.repository.js';

type Input<E extends keyof typeof contract.question> = ParsedInputOf<(typeof contract.question)[E]>;

/** A public bank or one of the caller's organiser's; another organiser's reads as missing. */
export const readableBank = async (db: Db, user: CurrentUser, id: number) => {
  const bank = await bankRepository(db).byId(ownerOf(user), id, 'visible');
  if (!bank) throw new AppError('QUESTION_BANK_NOT_FOUND');
  return bank;
};

/**
 * A private bank of the caller's organiser, locked until the transaction ends so that its count and order
 * are changed by one writer at a time. A public bank is refused as read-only.
 */
export const writableBank = async (tx: Db, user: CurrentUser, id: number) => {
  const bank = await bankRepository(tx).byId(ownerOf(user), id, 'visible', true);
  if (!bank) throw new AppError('QUESTION_BANK_NOT_FOUND');
  if (isPublicRow(bank)) throw new AppError('QUESTION_BANK_READ_ONLY');
  return bank;
};

/** Public banks are everyone's to read; private banks are the organiser's (staff act for theirs). */
export const bankService = (deps: Pick<Deps, 'db'>) => {
  const banks = bankRepository(deps.db);
  const asList = (input: { page: number; limit: number }, r: Awaited<ReturnType<typeof banks.ownPage>>) => ({
    list: r.rows.map(toQuestionBank),
    total: r.total,
    page: input.page,
    limit: input.limit,
  });

  return {
    publicTopics: () => banks.publicTopics(),
    publicBanks: async (input: Input<'publicBanks'>): Promise<List<QuestionBank>> =>
      asList(input, await banks.publicPage({ topic: input.topic || undefined, keywords: input.keywords }, input)),
    banks: async (user: CurrentUser, input: Input<'banks'>): Promise<List<QuestionBank>> =>
      asList(input, await banks.ownPage(ownerOf(user), input.keywords, input)),
    detail: async (user: CurrentUser, id: number) => toQuestionBank(await readableBank(deps.db, user, id)),
    add: async (user: CurrentUser, input: Input<'addBank'>) =>
      toQuestionBank(await banks.insert(ownerOf(user), { name: input.name, description: input.description })),
    edit: async (user: CurrentUser, input: Input<'editBank'>) =>
      deps.db.transaction(async (tx) => {
        await writableBank(tx, user, input.id);
        const fields = { name: input.name, description: input.description };
        return toQuestionBank(await bankRepository(tx).update(ownerOf(user), input.id, fields));
      }),
    delete: async (user: CurrentUser, id: number) => {
      await deps.db.transaction(async (tx) => {
        await writableBank(tx, user, id);
        await bankRepository(tx).delete(ownerOf(user), id);
      });
      return null;
    },
    /**
     * Copies a bank the caller may read (a public one, or their own) whole or in part, to the end of one of
     * their banks or into a new one; chosen questions must all be the source bank's.
     */
    copy: async (user: CurrentUser, input: Input<'copy'>) => {
      const owner = ownerOf(user);
      const chosen = input.question_ids?.length ? [...new Set(input.question_ids)] : undefined;
      return deps.db.transaction(async (tx) => {
        const from = await readableBank(tx, user, input.from_bank_id);
        if (chosen) {
          const places = await questionRepository(tx).placesOf(owner, chosen);
          if (places.length !== chosen.length || places.some((p) => p.bankId !== from.id)) {
            throw new AppError('QUESTION_NOT_FOUND');
          }
        }
        const to = input.to_bank_id
          ? await writableBank(tx, user, input.to_bank_id)
          : await bankRepository(tx).insert(owner, { name: input.name ?? from.name, description: from.description });
        const firstSort = await questionRepository(tx).nextSort(owner, to.id);
        const copied = await questionRepository(tx).copy(owner, from.id, to.id, chosen, firstSort);
        return { bank: toQuestionBank(await bankRepository(tx).recount(owner, to.id)), copied };
      });
    },
  };
};
