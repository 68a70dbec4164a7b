import { activityKind, type contract, type ParsedInputOf, toFen } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ownActivity } from '../activity/index.js';
import { organiserOf, ownerOf } from '../wallet/index.js';
import { toHbPayout, toHbRule } from './hb.mappers.js';
import { hbPayoutRepository } from './hb-payout.repository.js';
import { type HbRuleFields, type HbRuleRow, hbRuleRepository } from './hb-rule.repository.js';
import { redPacketMerchantOf, sandboxAllowed } from './red-packet-payer.js';

type RuleInput = ParsedInputOf<typeof contract.hb.ruleSave>;
type PayoutQuery = ParsedInputOf<typeof contract.hb.payouts>;

const fen = (yuan: number | '') => (yuan === '' ? 0 : toFen(yuan));

const fieldsOf = (input: RuleInput): HbRuleFields => ({
  enabled: input.enabled,
  mode: input.mode,
  amount: input.mode === 'fixed' ? fen(input.amount) : 0,
  minAmount: input.mode === 'random' ? fen(input.min_amount) : 0,
  maxAmount: input.mode === 'random' ? fen(input.max_amount) : 0,
  budget: toFen(input.budget),
  perPerson: input.per_person,
  qualify: input.qualify,
  topN: input.qualify === 'top' ? input.top_n : 0,
  wish: input.wish,
});

/** The budget still to pay must be in the red-packet balance now; what was paid already is not asked again. */
const checkBudget = (fields: HbRuleFields, saved: HbRuleRow | null, hbMoney: number) => {
  const paid = saved?.paidTotal ?? 0;
  if (fields.budget < paid) throw new AppError('HB_BUDGET_BELOW_PAID');
  if (fields.enabled && fields.budget - paid > hbMoney) throw new AppError('HB_BUDGET_NOT_COVERED');
};

/** An activity's red-packet rule and its payouts, as the organiser sets and reads them on /activity/sendHb. */
export const hbRuleService = (deps: Pick<Deps, 'db' | 'payment'>) => {
  const { db } = deps;
  const payouts = hbPayoutRepository(db);

  const view = async (user: CurrentUser, activityId: number, row: HbRuleRow | null) => {
    const [organiser, merchant] = await Promise.all([
      organiserOf(db, user),
      redPacketMerchantOf(deps, ownerOf(user), activityId),
    ]);
    return toHbRule(activityId, row, { hbMoney: organiser.hbMoney, merchant });
  };

  return {
    get: async (user: CurrentUser, activityId: number) => {
      await ownActivity(db, user, activityId);
      return view(user, activityId, await hbRuleRepository(db).of(activityId));
    },

    save: async (user: CurrentUser, input: RuleInput) => {
      const activity = await ownActivity(db, user, input.activity_id, activityKind.onlineQuiz);
      const owner = ownerOf(user);
      const fields = fieldsOf(input);
      if (fields.enabled && !sandboxAllowed(deps) && !(await redPacketMerchantOf(deps, owner, activity.id))) {
        throw new AppError('HB_MERCHANT_NOT_SET');
      }
      const saved = await db.transaction(async (tx) => {
        const rules = hbRuleRepository(tx);
        const current = await rules.lock(activity.id);
        checkBudget(fields, current, (await organiserOf(tx, user)).hbMoney);
        return rules.save(owner, activity.id, fields);
      });
      return view(user, activity.id, saved);
    },

    payouts: async (user: CurrentUser, query: PayoutQuery) => {
      await ownActivity(db, user, query.activity_id);
      const paging = { page: query.page, limit: query.limit };
      const filter = { activityId: query.activity_id, status: query.status || undefined };
      const { rows, total } = await payouts.page(ownerOf(user), filter, paging);
      return { list: rows.map(toHbPayout), total, ...paging };
    },
  };
};
