import type { contract, ParsedInputOf } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { activityOwner } from '../activity/index.js';
import { ownLottery } from './lottery-activity.js';
import { toPerson, toPersonFields } from './lottery-people.mappers.js';
import { type LotteryScope, lotteryPeopleRepository, type PersonRow } from './lottery-people.repository.js';
import { lotteryPoolChangeRepository, type PoolChangeBy } from './lottery-pool-change.repository.js';

type PeopleInput = ParsedInputOf<typeof contract.lottery.people>;
type SaveInput = ParsedInputOf<typeof contract.lottery.personSave>;

/**
 * Leaves people out of later spins (or lets them back in), with the change kept for the audit; answers how many
 * it changed.
 */
export const setEligibility = (
  deps: Pick<Deps, 'db' | 'clock'>,
  scope: LotteryScope,
  change: { ids: number[]; eligible: boolean; by: PoolChangeBy },
) =>
  deps.db.transaction(async (tx: Db) => {
    const changed = await lotteryPeopleRepository(tx).setEligible(scope, change.ids, change.eligible);
    const kind = change.eligible ? 'restored' : 'excluded';
    await lotteryPoolChangeRepository(tx).record(scope, changed, { change: kind, by: change.by, at: deps.clock() });
    return changed.length;
  });

/** The organiser's people list: filters, add and edit, removal and eligibility. */
export const lotteryPeopleService = (deps: Pick<Deps, 'db' | 'clock'>) => {
  const repo = lotteryPeopleRepository(deps.db);
  const scopeOf = (user: CurrentUser, activityId: number) => ownLottery(deps.db, user, activityId);
  const withWins = async (scope: LotteryScope, rows: PersonRow[]) => {
    const [won, names] = await Promise.all([
      repo.wonTiers(
        scope,
        rows.map((r) => r.id),
      ),
      repo.nameCounts(scope, [...new Set(rows.map((r) => r.name))]),
    ]);
    return rows.map((r) => toPerson(r, won.get(r.id), (names.get(r.name) ?? 1) - 1));
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
        : await repo.insert({ ...activityOwner(scope), ...fields, name: input.name, source: 'imported' });
      if (!row) throw new AppError(input.id ? 'LOTTERY_PERSON_NOT_FOUND' : 'LOTTERY_PHONE_TAKEN');
      return (await withWins(scope, [row]))[0]!;
    },

    /** All or none: someone ever drawn stays on the list, as the audit names them (they can be made not eligible). */
    remove: async (user: CurrentUser, activityId: number, ids: number[]) => {
      const scope = await scopeOf(user, activityId);
      if ((await repo.everDrawn(scope, ids)).length > 0) throw new AppError('LOTTERY_PERSON_HAS_WON');
      const deleted = await deps.db.transaction(async (tx: Db) => {
        const gone = await lotteryPeopleRepository(tx).delete(scope, ids);
        const change = { change: 'deleted' as const, by: 'organiser' as const, at: deps.clock() };
        await lotteryPoolChangeRepository(tx).record(scope, gone, change);
        return gone.length;
      });
      return { deleted };
    },

    setEligible: async (user: CurrentUser, activityId: number, ids: number[], eligible: boolean) => ({
      affected: await setEligibility(deps, await scopeOf(user, activityId), { ids, eligible, by: 'organiser' }),
    }),
  };
};
