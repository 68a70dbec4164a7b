import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { gradeEntryRepository } from './grade-entry.repository.js';
import { gradeRoundRepository } from './grade-round.repository.js';
import { ownRoundOf } from './grade-round.service.js';
import { ownRound } from './grade-round-access.js';

/** Fisher–Yates on a CSPRNG: every order equally likely, and nobody can predict who goes first. */
const shuffled = <T>(list: T[]): T[] => {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

/** Who is in a round and in which order they go on stage (`GradeActivity/saveRc`, `grade/drawOrder`). */
export const gradeEntryService = (deps: Pick<Deps, 'db'>) => {
  const { db } = deps;

  return {
    /** The list given becomes the round's contestants in that order; a scored contestant cannot be left out. */
    save: async (user: CurrentUser, activityId: number, roundId: number, ids: number[]) => {
      const { activity } = await ownRoundOf(db, user, activityId, roundId);
      if (new Set(ids).size !== ids.length) throw new AppError('GRADE_RC_MISMATCH');
      await db.transaction(async (tx: Db) => {
        const entries = gradeEntryRepository(tx);
        if (!(await gradeRoundRepository(tx).lock(activity, roundId))) throw new AppError('GRADE_ROUND_NOT_FOUND');
        if ((await entries.contestantsOf(activity, ids)) !== ids.length) throw new AppError('GRADE_RC_MISMATCH');
        if (await entries.scoredOutside(activity, roundId, ids)) throw new AppError('GRADE_CONTESTANT_SCORED');
        await entries.replace(activity, roundId, ids);
      });
      return { count: ids.length };
    },

    draw: async (user: CurrentUser, roundId: number) => {
      const { activity } = await ownRound(db, user, roundId);
      const order = await db.transaction(async (tx: Db) => {
        const entries = gradeEntryRepository(tx);
        if (!(await gradeRoundRepository(tx).lock(activity, roundId))) throw new AppError('GRADE_ROUND_NOT_FOUND');
        const drawn = shuffled(await entries.contestantIds(activity, roundId));
        if (drawn.length > 0) await entries.setOrder(activity, roundId, drawn);
        return drawn;
      });
      return order.map((contestantId, sort) => ({ contestant_id: contestantId, sort }));
    },
  };
};
