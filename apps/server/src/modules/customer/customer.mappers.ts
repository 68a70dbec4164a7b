import type { BalanceKind, CustomerInfo, OperationLog } from '@app/contract';
import type { OperationLogRow } from '../../platform/audit/audit.repository.js';
import type { CustomerRow } from './customer.repository.js';

/** Fen to yuan; integer fen divided once, so 1234 reads 12.34. */
export const yuan = (fen: number) => fen / 100;

/**
 * The account as its owner sees it. A staff member spends and earns for their organiser, so the balances,
 * points and capacity shown are the organiser's (`organiser`); the profile is the account's own. A balance the
 * caller may not see (`sees`) is null.
 */
export const toCustomerInfo = (
  c: CustomerRow,
  organiser: CustomerRow = c,
  sees: (kind: BalanceKind) => boolean = () => true,
): CustomerInfo => ({
  id: c.id,
  phone: c.phone,
  name: c.name,
  head_img: c.headImg,
  agent_property: c.agentProperty,
  money: sees('money') ? yuan(organiser.money) : null,
  dx_money: sees('dx_money') ? yuan(organiser.dxMoney) : null,
  hb_money: sees('hb_money') ? yuan(organiser.hbMoney) : null,
  is_staff: c.ownerId !== null,
  points: organiser.points,
  online_num: organiser.onlineNum,
  wx_nickname: c.wxNickname,
  created_at: c.createdAt.toISOString(),
});

export const toOperationLog = (row: OperationLogRow): OperationLog => ({
  id: row.id,
  uid: row.actorId,
  phone: row.actorPhone,
  method: row.method,
  path_name: row.pathName,
  ip: row.ip,
  created_at: row.createdAt.toISOString(),
});
