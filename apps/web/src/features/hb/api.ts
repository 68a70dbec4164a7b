import type { Endpoint } from '@app/contract';
import { customerContract } from '@app/contract/customer';
import { hbContract } from '@app/contract/hb';
import { walletContract } from '@app/contract/wallet';
import { useQueryClient } from '@tanstack/react-query';
import { endpointKey, useEndpointChange, useEndpointQuery } from '../../app/api-hooks.js';
import { contractChecker } from '../../components/contract-problem.js';
import { showNotice } from '../../components/notice-dialog.js';
import { hbMessages } from './messages.js';

/** What a change of the red-packet balance makes stale: the balances, its records, the ledger, the rules' view. */
export const changedByHbMoney: Endpoint[] = [
  customerContract.info,
  hbContract.record,
  hbContract.rule,
  walletContract.summary,
  walletContract.list,
];

/** The account with its balances; shares the cache of every reader of customer/info. */
export const useAccount = () => useEndpointQuery(customerContract.info, {});
export const useWithdraw = () => useEndpointChange(hbContract.withdraw, changedByHbMoney);

export const useHbRule = (activityId: number) => useEndpointQuery(hbContract.rule, { activity_id: activityId });
export const useSaveHbRule = () => useEndpointChange(hbContract.ruleSave, [hbContract.rule]);

const hbProblem = contractChecker('hb:check.', hbMessages['zh-CN'].check);

/** Whether the values pass the endpoint's own schema; when not, says why in a 提示 dialog (spec section 5). */
export const hbPasses = (schema: Parameters<typeof hbProblem>[0], values: unknown) => {
  const problem = hbProblem(schema, values);
  if (problem) showNotice(problem);
  return !problem;
};

/** After the red-packet balance changed elsewhere (a top-up's payment): every view of it reads it again. */
export const useRefreshHbMoney = () => {
  const client = useQueryClient();
  return () => {
    for (const e of changedByHbMoney) void client.invalidateQueries({ queryKey: endpointKey(e) });
  };
};
