import { pgTable, text, unique } from 'drizzle-orm/pg-core';
import { rowColumns } from '../../db/columns.js';

/** Every notification a real provider sent that was acted on: its id again is a retry, its nonce under another id a replay. */
export const paymentNotices = pgTable(
  'payment_notices',
  {
    ...rowColumns,
    provider: text().notNull(),
    noticeId: text().notNull(),
    nonce: text().notNull(),
  },
  (t) => [unique().on(t.provider, t.noticeId), unique().on(t.provider, t.nonce)],
);
