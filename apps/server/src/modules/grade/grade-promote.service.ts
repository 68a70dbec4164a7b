import type { contract, ParsedInputOf } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { gradeResultRepository } from './grade-result.repository.js';
import { roundResult } from './grade-result.service.js';
import { ownRound } from './grade-round-access.js';

type PromoteInput = ParsedInputOf<typeof contract.grade.promote>;

/** Everyone ranked at or above the top-th ranked contestant: ties at the cut all go through. */
const throughTheCut = (lines: { contestant_id: number; rank: number | null }[], top: number) => {
  const ranked = lines.filter((l) => l.rank !== null);
  const cut = ranked[Math.min(top, ranked.length) - 1]?.rank;
  return cut === undefined || cut === null ? [] : ranked.filter((l) => l.rank! <= cut).map((l) => l.contestant_id);
};

/** A round's top contestants into another round of the activity (`grade/promote`), after its own, in rank order. */
export const gradePromoteService = (deps: Pick<Deps, 'db'>) => ({
  promote: async (user: CurrentUser, input: PromoteInput) => {
    const { activity, round } = await ownRound(deps.db, user, input.round_id);
    if (input.to_round_id === round.id) throw new AppError('GRADE_PROMOTE_SAME_ROUND');
    return deps.db.transaction(async (tx) => {
      const rounds = gradeResultRepository(tx);
      const target = await rounds.lockRound(activity, input.to_round_id);
      if (!target) throw new AppError('GRADE_ROUND_NOT_FOUND');
      const { lines } = await roundResult(tx, activity, round);
      const added = await rounds.appendEntries(activity, target.id, throughTheCut(lines, input.top));
      await rounds.setFromRound(activity, target.id, round.id);
      return { promoted: added.length, contestant_ids: added };
    });
  },
});
