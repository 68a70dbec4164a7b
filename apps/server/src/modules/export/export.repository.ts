import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enqueue } from '../../platform/jobs/job-runner.js';
import { jobs } from '../../platform/jobs/jobs.table.js';
import { activities } from '../activity/index.js';
import type { Owner } from '../wallet/index.js';
import { exportFiles } from './export.table.js';

export type ExportType = (typeof exportFiles.$inferSelect)['type'];
export type ExportFileRow = typeof exportFiles.$inferSelect;
export const exportJobType = 'export.build';

const latestWhere = (owner: Owner, activityId: number, type: ExportType) =>
  and(
    eq(exportFiles.tenantId, owner.tenantId),
    eq(exportFiles.customerId, owner.customerId),
    eq(exportFiles.activityId, activityId),
    eq(exportFiles.type, type),
  );

export const exportRepository = (db: Db) => ({
  /** The file row and its job together, so the runner never sees a job without its file. Answers the job id. */
  create: (owner: Owner, activityId: number, type: ExportType) =>
    db.transaction(async (tx) => {
      const [file] = await tx
        .insert(exportFiles)
        .values({ ...owner, activityId, type, jobId: 0 })
        .returning({ id: exportFiles.id });
      const jobId = await enqueue(tx, exportJobType, { export_file_id: file!.id });
      await tx.update(exportFiles).set({ jobId }).where(eq(exportFiles.id, file!.id));
      return jobId;
    }),
  /** The newest export of this kind, with the state of the job that builds it. */
  latest: async (owner: Owner, activityId: number, type: ExportType) => {
    const [row] = await db
      .select({ file: exportFiles, jobStatus: jobs.status })
      .from(exportFiles)
      .leftJoin(jobs, eq(jobs.id, exportFiles.jobId))
      .where(latestWhere(owner, activityId, type))
      .orderBy(desc(exportFiles.id))
      .limit(1);
    return row;
  },
  latestDone: async (owner: Owner, activityId: number, type: ExportType) =>
    (
      await db
        .select()
        .from(exportFiles)
        .where(and(latestWhere(owner, activityId, type), eq(exportFiles.status, 'done')))
        .orderBy(desc(exportFiles.id))
        .limit(1)
    )[0],
  byId: async (id: number) => (await db.select().from(exportFiles).where(eq(exportFiles.id, id)))[0],
  /** The activity an export was asked for, still its organiser's. */
  activityOf: async (file: ExportFileRow) =>
    (
      await db
        .select()
        .from(activities)
        .where(
          and(
            eq(activities.id, file.activityId),
            eq(activities.tenantId, file.tenantId),
            eq(activities.customerId, file.customerId),
          ),
        )
    )[0],
  markDone: (id: number, fileKey: string, fileName: string) =>
    db.update(exportFiles).set({ status: 'done', fileKey, fileName }).where(eq(exportFiles.id, id)),
});
