import { exportTypes } from '@app/contract';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ownerColumns, rowColumns } from '../../db/columns.js';

/** An export an organiser asked for; its file is built by a job and kept in file storage. */
export const exportFiles = pgTable(
  'export_files',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    type: text({ enum: exportTypes }).notNull(),
    jobId: integer().notNull(),
    status: text({ enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    /** Storage key of the built file. */
    fileKey: text().notNull().default(''),
    fileName: text().notNull().default(''),
  },
  (t) => [index().on(t.tenantId, t.customerId, t.activityId, t.type, t.id)],
);
