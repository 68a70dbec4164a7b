import type { Db } from '../../db/client.js';
import { uploads } from './upload.table.js';

export type UploadInsert = Omit<typeof uploads.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export const uploadRepository = (db: Db) => ({
  insert: async (row: UploadInsert) => (await db.insert(uploads).values(row).returning())[0]!,
});
