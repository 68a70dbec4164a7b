import type { contract, ParsedInputOf } from '@app/contract';
import type { Db } from '../../db/client.js';
import { pagingOf } from '../../db/list-page.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ownerOf } from '../wallet/index.js';
import { toCandidate } from './vote.mappers.js';
import { type CandidateFields, candidateRepository } from './vote-candidate.repository.js';
import { categoryRepository } from './vote-category.repository.js';
import { publishRefresh } from './vote-events.js';
import { ownVote } from './vote-settings.js';
import { candidateVoters } from './vote-voter.repository.js';

type Input<E extends keyof typeof contract.vote> = ParsedInputOf<(typeof contract.vote)[E]>;
type CandidateInput = Input<'add'> | Input<'edit'>;

/** A category id given with a candidate must be one of this vote's. */
export const checkCategory = async (db: Db, activityId: number, categoryId: number | null) => {
  if (categoryId && !(await categoryRepository(db).byId(activityId, categoryId))) {
    throw new AppError('VOTE_CATEGORY_NOT_FOUND');
  }
};

const fieldsOf = (input: CandidateInput): CandidateFields => ({
  name: input.name,
  categoryId: input.category_id,
  cover: input.cover,
  images: input.images,
  video: input.video,
  description: input.description,
});

/** The organiser's candidates: entry, edits, review of participants' sign-ups, and who voted for whom. */
export const voteCandidateService = (deps: Pick<Deps, 'db' | 'bus' | 'clock'>) => {
  const { db } = deps;
  const repo = candidateRepository(db);

  const candidateOf = async (activityId: number, id: number) => {
    const found = await repo.byId(activityId, id);
    if (!found) throw new AppError('VOTE_CANDIDATE_NOT_FOUND');
    return found;
  };
  /** Reads the candidate back with its category name, and tells live pages to read the ranking again. */
  const changed = async (activityId: number, id: number) => {
    const view = toCandidate(await candidateOf(activityId, id));
    await publishRefresh(deps, activityId);
    return view;
  };

  return {
    list: async (user: CurrentUser, input: Input<'list'>) => {
      await ownVote(db, user, input.activity_id);
      const filter = {
        review: 'approved' as const,
        categoryId: input.category_id || null,
        keywords: input.keywords,
        status: input.status || undefined,
      };
      const { rows, total } = await repo.page(input.activity_id, filter, pagingOf(input));
      return { list: rows.map(toCandidate), total, page: input.page, limit: input.limit };
    },
    detail: async (user: CurrentUser, input: Input<'detail'>) => {
      await ownVote(db, user, input.activity_id);
      return toCandidate(await candidateOf(input.activity_id, input.id));
    },
    add: async (user: CurrentUser, input: Input<'add'>) => {
      await ownVote(db, user, input.activity_id);
      await checkCategory(db, input.activity_id, input.category_id);
      const row = await db.transaction(async (tx: Db) => {
        const txRepo = candidateRepository(tx);
        await txRepo.lockNumbers(input.activity_id);
        if (input.number !== '' && (await txRepo.numberTaken(input.activity_id, input.number))) {
          throw new AppError('VOTE_NUMBER_TAKEN');
        }
        const number = input.number === '' ? await txRepo.nextNumber(input.activity_id) : input.number;
        return txRepo.insert({
          ...ownerOf(user),
          activityId: input.activity_id,
          number,
          ...fieldsOf(input),
          name: input.name,
        });
      });
      return changed(input.activity_id, row.id);
    },
    edit: async (user: CurrentUser, input: Input<'edit'>) => {
      await ownVote(db, user, input.activity_id);
      await candidateOf(input.activity_id, input.id);
      await checkCategory(db, input.activity_id, input.category_id);
      await db.transaction(async (tx: Db) => {
        const txRepo = candidateRepository(tx);
        await txRepo.lockNumbers(input.activity_id);
        if (await txRepo.numberTaken(input.activity_id, input.number, input.id))
          throw new AppError('VOTE_NUMBER_TAKEN');
        const row = await txRepo.update(input.activity_id, input.id, { ...fieldsOf(input), number: input.number });
        if (!row) throw new AppError('VOTE_CANDIDATE_NOT_FOUND');
      });
      return changed(input.activity_id, input.id);
    },
    delete: async (user: CurrentUser, input: Input<'delete'>) => {
      await ownVote(db, user, input.activity_id);
      if (!(await repo.update(input.activity_id, input.id, { deletedAt: deps.clock() }))) {
        throw new AppError('VOTE_CANDIDATE_NOT_FOUND');
      }
      await publishRefresh(deps, input.activity_id);
      return null;
    },
    status: async (user: CurrentUser, input: Input<'status'>) => {
      await ownVote(db, user, input.activity_id);
      if (!(await repo.update(input.activity_id, input.id, { status: input.status }))) {
        throw new AppError('VOTE_CANDIDATE_NOT_FOUND');
      }
      return changed(input.activity_id, input.id);
    },
    verifyList: async (user: CurrentUser, input: Input<'verifyList'>) => {
      await ownVote(db, user, input.activity_id);
      const filter = { source: 'signup' as const, review: input.review || undefined };
      const { rows, total } = await repo.page(input.activity_id, filter, pagingOf(input));
      return { list: rows.map(toCandidate), total, page: input.page, limit: input.limit };
    },
    verify: async (user: CurrentUser, input: Input<'verify'>) => {
      await ownVote(db, user, input.activity_id);
      await candidateOf(input.activity_id, input.id);
      const review = input.approve ? 'approved' : 'rejected';
      const reason = input.approve ? '' : input.reason;
      if (!(await repo.settleReview(input.activity_id, input.id, review, reason))) {
        throw new AppError('VOTE_NOT_PENDING');
      }
      if (input.approve) return changed(input.activity_id, input.id);
      return toCandidate(await candidateOf(input.activity_id, input.id));
    },
    voteUser: async (user: CurrentUser, input: Input<'voteUser'>) => {
      await ownVote(db, user, input.activity_id);
      await candidateOf(input.activity_id, input.candidate_id);
      const { rows, total } = await candidateVoters(db, input.activity_id, input.candidate_id, pagingOf(input));
      return { list: rows, total, page: input.page, limit: input.limit };
    },
  };
};
