import type { contract, ParsedInputOf } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ownLottery } from './lottery-activity.js';
import { toPerson, toPersonFields } from './lottery-people.mappers.js';
import { type LotteryScope, lotteryPeopleRepository, type PersonRow } from './lottery-people.repository.js';
import { lotteryOwner } from './lottery-scope.js';

type PeopleInput = ParsedInputOf<typeof contract.lottery.people>;
type SaveInput = ParsedInputOf<typeof contract.lottery.personSave>;

/** The organiser's people list: filters, add and edit, removal and eligibility. */
export const lotteryPeopleService = (deps: Pick<Deps, 'db'>) => {
  const repo = lotteryPeopleRepository(deps.db);
  const scopeOf = (user: CurrentUser, activityId: number) => ownLottery(deps.db, user, activityId);
  const withWins = async (scope: LotteryScope, rows: PersonRow[]) => {
    const won = await repo.wonTiers(
      scope,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toPerson(r, won.get(r.id)));
  };

  return {
    list: async (user: CurrentUser, input: PeopleInput) => {
      const scope = await scopeOf(user, input.activity_id);
      const { page, limit } = input;
      const [found, groups] = await Promise.all([
        repo.page(scope, input, { offset: (page - 1) * limit, limit }),
        repo.groups(scope),
      ]);
      return { list: await withWins(scope, found.rows), total: found.total, page, limit, groups };
    },

    /** A phone number is one person in an activity: another person's number is refused. */
    save: async (user: CurrentUser, input: SaveInput) => {
      const scope = await scopeOf(user, input.activity_id);
      const fields = toPersonFields(input);
      const holder = fields.phone ? await repo.byPhone(scope, fields.phone) : undefined;
      if (holder && holder.id !== input.id) throw new AppError('LOTTERY_PHONE_TAKEN');
      const row = input.id
        ? await repo.update(scope, input.id, fields)
        : await repo.insert({ ...lotteryOwner(scope), ...fields, name: input.name, source: 'imported' });
      if (!row) throw new AppError(input.id ? 'LOTTERY_PERSON_NOT_FOUND' : 'LOTTERY_PHONE_TAKEN');
      return (await withWins(scope, [row]))[0]!;
    },

    /** All or none: someone ever drawn stays on the list, as the audit names them (they can be made not eligible). */
    remove: async (user: CurrentUser, activityId: number, ids: number[]) => {
      const scope = await scopeOf(user, activityId);
      if ((await repo.everDrawn(scope, ids)).length > 0) throw new AppError('LOTTERY_PERSON_HAS_WON');
      return { deleted: await repo.delete(scope, ids) };
    },

    setEligible: async (user: CurrentUser, activityId: number, ids: number[], eligible: boolean) => {
      const scope = await scopeOf(user, activityId);
      return { affected: await repo.setEligible(scope, ids, eligible) };
    },
  };
};
