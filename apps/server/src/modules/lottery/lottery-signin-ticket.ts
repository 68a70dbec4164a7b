import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { lotteryEngineOf, lotteryKind } from './lottery-engine.js';
import { lotteryPeopleRepository } from './lottery-people.repository.js';

/**
 * A phone's participant ticket (from h5/enter) read as the engine reads it, batched with the others arriving at
 * the same moment: an unknown (or forged) ticket, a banned participant or a closed activity is refused, and so is
 * a ticket of another kind of activity.
 */
export const lotteryTickets = (deps: Deps) => {
  const engine = lotteryEngineOf(deps);
  const participantOf = async (ticket: string) => {
    const found = await engine.tickets.resolve(ticket, deps.clock());
    if (!lotteryKind.kinds.includes(found.activity.kind)) throw new AppError('ACTIVITY_KIND_MISMATCH');
    return found;
  };
  return {
    participantOf,
    /** The person the ticket signed in as; LOTTERY_SIGNIN_REQUIRED before the sign-in. */
    signedPersonOf: async (ticket: string) => {
      const { participant, activity } = await participantOf(ticket);
      const person = await lotteryPeopleRepository(deps.db).byParticipant(activity, participant.id);
      if (!person) throw new AppError('LOTTERY_SIGNIN_REQUIRED');
      return { activity, person };
    },
  };
};
