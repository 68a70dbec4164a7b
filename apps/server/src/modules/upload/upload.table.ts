import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ownerColumns, rowColumns } from '../../db/columns.js';

export const uploads = pgTable(
  'uploads',
  {
    ...rowColumns,
    ...ownerColumns,
    actorId: integer().notNull(),
    kind: text({ enum: ['image', 'audio', 'video', 'certificate'] }).notNull(),
    storageKey: text().notNull(),
    originalName: text().notNull(),
    size: integer().notNull(),
    mime: text().notNull(),
  },
  // Traffic names files by storage key.
  (t) => [index().on(t.storageKey)],
);
