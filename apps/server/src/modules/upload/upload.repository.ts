import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Owner } from '../wallet/index.js';
import { uploads } from './upload.table.js';

export type UploadInsert = Omit<typeof uploads.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export const uploadRepository = (db: Db) => ({
  insert: async (row: UploadInsert) => (await db.insert(uploads).values(row).returning())[0]!,
  /** A certificate the organiser (or their staff) uploaded, by its storage key. */
  ownCertificate: async (owner: Owner, storageKey: string) =>
    (
      await db
        .select()
        .from(uploads)
        .where(
          and(
            eq(uploads.storageKey, storageKey),
            eq(uploads.kind, 'certificate'),
            eq(uploads.tenantId, owner.tenantId),
            eq(uploads.customerId, owner.customerId),
          ),
        )
    )[0] ?? null,
});
