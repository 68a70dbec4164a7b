import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Every row: an id and its times. */
export const rowColumns = {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A row that belongs to an organiser; repositories always filter by both. */
export const ownerColumns = {
  tenantId: integer().notNull(),
  customerId: integer().notNull(),
};
