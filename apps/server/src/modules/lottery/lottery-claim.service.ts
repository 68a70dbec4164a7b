import type { contract, LotteryClaimForm, ParsedInputOf } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import type { ActivityRecord } from '../activity/index.js';
import { ownLottery } from './lottery-activity.js';
import { toLotteryClaim, toMyWin } from './lottery-claim.mappers.js';
import { type ClaimRow, lotteryClaimRepository } from './lottery-claim.repository.js';
import { lotteryEngineOf, lotteryKind } from './lottery-engine.js';

type ClaimsInput = ParsedInputOf<typeof contract.lottery.claims>;

/** A prize that can still be handed over: shown, not given up for absence, not redeemed yet. */
const claimable = (found: ClaimRow | undefined) => {
  if (!found) throw new AppError('LOTTERY_WINNER_NOT_FOUND');
  if (found.winner.status === 'absent') throw new AppError('LOTTERY_WINNER_ABSENT');
  if (found.winner.redeemedAt) throw new AppError('LOTTERY_ALREADY_REDEEMED');
  return found;
};

/** Winners' prizes: the organiser's claim list and redemption, and the winner's claim form on their phone. */
export const lotteryClaimService = (deps: Deps) => {
  const { db, clock } = deps;
  const repo = lotteryClaimRepository(db);
  const engine = lotteryEngineOf(deps);

  return {
    claims: async (user: CurrentUser, input: ClaimsInput) => {
      const activity = await ownLottery(db, user, input.activity_id);
      const { list, total } = await repo.page(activity, {
        keyword: input.keyword,
        tierId: input.tier_id,
        redeemed: input.redeemed,
        page: input.page,
        limit: input.limit,
      });
      return { list: list.map(toLotteryClaim), total, page: input.page, limit: input.limit };
    },

    /** The prize is handed over: redeemed once, by whom and when. */
    redeem: async (user: CurrentUser, activityId: number, winnerId: number) => {
      const activity = await ownLottery(db, user, activityId);
      claimable(await repo.one(activity, winnerId));
      if (!(await repo.redeem(winnerId, user.id, clock()))) throw new AppError('LOTTERY_ALREADY_REDEEMED');
      return toLotteryClaim((await repo.one(activity, winnerId))!);
    },

    /** A person's shown prizes (h5/lottery/info lists them). */
    myWins: async (activity: ActivityRecord, personId: number) =>
      (await repo.ofPerson(activity, personId)).map(toMyWin),

    /** The winner's own claim form, for one of their prizes; it may be filled again until the prize is redeemed. */
    claim: async (ticket: string, winnerId: number, form: LotteryClaimForm) => {
      const { participant, activity } = await engine.tickets.resolve(ticket, clock());
      if (!lotteryKind.kinds.includes(activity.kind)) throw new AppError('ACTIVITY_KIND_MISMATCH');
      const personId = await repo.personOf(activity.id, participant.id);
      if (!personId) throw new AppError('LOTTERY_SIGNIN_REQUIRED');
      const found = await repo.one(activity, winnerId);
      claimable(found?.winner.personId === personId ? found : undefined);
      await repo.saveClaim(winnerId, form, clock());
      return toMyWin((await repo.one(activity, winnerId))!);
    },
  };
};
