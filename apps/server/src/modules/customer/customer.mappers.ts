import type { CustomerInfo, OperationLog } from '@app/contract';
import type { OperationLogRow } from '../../platform/audit/audit.repository.js';
import type { CustomerRow } from './customer.repository.js';

/** Fen to yuan; integer fen divided once, so 1234 reads 12.34. */
export const yuan = (fen: number) => fen / 100;

export const toCustomerInfo = (c: CustomerRow): CustomerInfo => ({
  id: c.id,
  phone: c.phone,
  name: c.name,
  head_img: c.headImg,
  agent_property: c.agentProperty,
  money: yuan(c.money),
  dx_money: yuan(c.dxMoney),
  hb_money: yuan(c.hbMoney),
  is_staff: c.ownerId !== null,
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
