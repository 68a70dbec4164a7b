import type { contract, ParsedInputOf } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { isParticipantUpload } from '../upload/index.js';
import { toCandidate } from './vote.mappers.js';
import { ballotRepository } from './vote-ballot.repository.js';
import { candidateRepository } from './vote-candidate.repository.js';
import { checkCategory } from './vote-candidate.service.js';
import { publishRefresh } from './vote-events.js';
import { voteOfTicket } from './vote-standing.js';

type SignupInput = ParsedInputOf<typeof contract.vote.h5Signup>;

/** Participants signing up as candidates: one each, pending until approved when the vote reviews sign-ups. */
export const voteSignupService = (deps: Pick<Deps, 'db' | 'clock' | 'bus' | 'storage'>) => {
  const { db } = deps;

  return {
    signup: async (input: SignupInput) => {
      const { participant, activity, settings } = await voteOfTicket(db, input.ticket, deps.clock());
      if (!settings.candidate_signup) throw new AppError('VOTE_SIGNUP_CLOSED');
      await checkCategory(db, activity.id, input.category_id);
      // The vote page and the organiser's review load these: only files this phone uploaded here, never a typed address.
      const pictures = [input.cover, ...input.images].filter((url) => url !== '');
      if (pictures.some((url) => !isParticipantUpload(deps.storage, url, activity.id, participant.id))) {
        throw new AppError('VOTE_SIGNUP_PICTURE_INVALID');
      }
      const review = settings.signup_review ? ('pending' as const) : ('approved' as const);
      const row = await db.transaction(async (tx: Db) => {
        const repo = candidateRepository(tx);
        // The participant's lock makes a double tap one sign-up; the numbers' lock keeps numbers unique.
        await ballotRepository(tx).lockVoter(participant.id);
        if (await repo.bySignup(activity.id, participant.id)) throw new AppError('VOTE_SIGNUP_EXISTS');
        await repo.lockNumbers(activity.id);
        return repo.insert({
          tenantId: activity.tenantId,
          customerId: activity.customerId,
          activityId: activity.id,
          number: await repo.nextNumber(activity.id),
          name: input.name,
          categoryId: input.category_id,
          cover: input.cover,
          images: input.images,
          video: input.video,
          description: input.description,
          review,
          source: 'signup',
          participantId: participant.id,
        });
      });
      if (review === 'approved') await publishRefresh(deps, activity.id);
      return toCandidate((await candidateRepository(db).byId(activity.id, row.id))!);
    },
    mine: async (ticket: string) => {
      const { participant, activity } = await voteOfTicket(db, ticket, deps.clock());
      const found = await candidateRepository(db).bySignup(activity.id, participant.id);
      return found ? toCandidate(found) : null;
    },
  };
};
