import { exportTypeTitles, type FileAnswer } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { JobPayload } from '../../platform/jobs/job-runner.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ownActivity } from '../activity/index.js';
import { shanghaiStamp } from '../order/index.js';
import { xlsxMime } from '../question/index.js';
import { ownerOf } from '../wallet/index.js';
import { type ExportType, exportRepository } from './export.repository.js';
import { exportSheet } from './export-sheets.js';
import { warmWriter, writeWorkbook } from './export-workbook.js';

type Input = { activity_id: number; type: ExportType };
type ExportDeps = Pick<Deps, 'db' | 'clock' | 'storage'>;

/** Exports are organiser files: kept private, under the organiser's tenant. */
const fileKeyOf = (file: { id: number; tenantId: number }) => `exports/${file.tenantId}/${file.id}.xlsx`;

/**
 * The spec's export flow: start queues a job that builds the .xlsx, status says when the newest one is ready,
 * download answers it.
 */
export const exportService = (deps: ExportDeps) => {
  const repo = exportRepository(deps.db);
  return {
    start: async (user: CurrentUser, input: Input) => {
      const activity = await ownActivity(deps.db, user, input.activity_id);
      const jobId = await repo.create(ownerOf(user), activity.id, input.type);
      warmWriter();
      return { job_id: jobId };
    },

    status: async (user: CurrentUser, input: Input): Promise<0 | 1> => {
      const activity = await ownActivity(deps.db, user, input.activity_id);
      const latest = await repo.latest(ownerOf(user), activity.id, input.type);
      if (!latest) throw new AppError('EXPORT_NOT_FOUND');
      if (latest.file.status === 'done') return 1;
      if (latest.file.status === 'failed' || latest.jobStatus === 'failed') throw new AppError('EXPORT_FAILED');
      return 0;
    },

    download: async (user: CurrentUser, input: Input): Promise<FileAnswer> => {
      const activity = await ownActivity(deps.db, user, input.activity_id);
      const file = await repo.latestDone(ownerOf(user), activity.id, input.type);
      if (!file) throw new AppError('EXPORT_NOT_READY');
      const content = await deps.storage.get(file.fileKey, 'private');
      return { name: file.fileName, mime: xlsxMime, content: new Uint8Array(content) };
    },

    /** The job: builds the file page by page, stores it, and marks the export done. */
    build: async (payload: JobPayload) => {
      const file = await repo.byId(Number(payload.export_file_id));
      if (!file) throw new Error(`export file ${String(payload.export_file_id)} not found`);
      const activity = await repo.activityOf(file);
      if (!activity) throw new Error(`activity ${file.activityId} of export ${file.id} not found`);
      const content = await writeWorkbook(await exportSheet(deps.db, file.type, activity));
      const key = fileKeyOf(file);
      await deps.storage.put(key, content, 'private');
      const name = `${exportTypeTitles[file.type]}_${shanghaiStamp(deps.clock())}.xlsx`;
      await repo.markDone(file.id, key, name);
      return { file_key: key, bytes: content.length };
    },
  };
};
