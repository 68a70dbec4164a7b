import type { contract, ParsedInputOf } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { type Owner, ownerOf } from '../wallet/index.js';
import { toWxAccount } from './wxaccount.mappers.js';
import { wxAccountRepository } from './wxaccount.repository.js';

type ListInput = ParsedInputOf<typeof contract.wxaccount.list>;

/**
 * The organiser's account, or WXACCOUNT_NOT_FOUND (also for another organiser's, so ids reveal nothing); `lock`
 * holds it for the rest of the transaction.
 */
export const ownAccount = async (db: Db, owner: Owner, id: number, { lock = false } = {}) => {
  const repo = wxAccountRepository(db);
  const row = await (lock ? repo.lock(owner, id) : repo.byId(owner, id));
  if (!row) throw new AppError('WXACCOUNT_NOT_FOUND');
  return row;
};

const titles = (activities: { title: string }[]) => activities.map((a) => `「${a.title}」`).join('、');

/** The organiser's authorised accounts: list, detail, remove. */
export const wxAccountService = (deps: Pick<Deps, 'db'>) => {
  const { db } = deps;
  const repo = wxAccountRepository(db);
  return {
    list: async (user: CurrentUser, input: ListInput) => {
      const { rows, total } = await repo.list(ownerOf(user), input);
      return { list: rows.map((r) => toWxAccount(r, r.activityCount)), total, page: input.page, limit: input.limit };
    },
    detail: async (user: CurrentUser, id: number) => {
      const row = await ownAccount(db, ownerOf(user), id);
      const activities = await repo.activitiesUsing(row.id);
      return { ...toWxAccount(row, activities.length), activities };
    },
    /** An account an activity signs participants in with stays until that activity uses another one (or none). */
    remove: async (user: CurrentUser, id: number) => {
      const owner = ownerOf(user);
      await db.transaction(async (tx: Db) => {
        const row = await ownAccount(tx, owner, id, { lock: true });
        const using = await wxAccountRepository(tx).activitiesUsing(row.id);
        if (using.length) {
          const msg = `该公众号正被活动${titles(using)}用于微信登录，请先在公众号设置中为这些活动更换公众号`;
          throw new AppError('WXACCOUNT_IN_USE', msg);
        }
        await wxAccountRepository(tx).remove(owner, row.id);
      });
      return null;
    },
  };
};
