import { randomUUID } from 'node:crypto';
import {
  fileExtension,
  participantDocumentExtensions,
  participantUploadMaxSize,
  participantUploadsPerDay,
  uploadExtensions,
} from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { UploadedFile } from '../../platform/upload-body.js';
import { resolveTicket, shanghaiDayOf } from '../activity/index.js';
import { displayName } from './display-name.js';
import { documentMatches } from './document-signature.js';
import { contentMatchesKind } from './file-signature.js';
import { participantUploadFolder } from './participant-upload-folder.js';

type DocumentExtension = (typeof participantDocumentExtensions)[number];
const isImage = (ext: string) => (uploadExtensions.image as readonly string[]).includes(ext);
const isDocument = (ext: string): ext is DocumentExtension =>
  (participantDocumentExtensions as readonly string[]).includes(ext);

/**
 * A participant's file for a questionnaire's upload question or a candidate sign-up: checked by name, size and
 * content like the organiser's uploads, kept under the participant's own folder (answers may only name those),
 * and counted per participant per Asia/Shanghai day.
 */
export const participantUploadService = (deps: Pick<Deps, 'db' | 'clock' | 'storage' | 'limiter'>) => ({
  upload: async (ticket: string, upload: UploadedFile | undefined, type: 'image' | 'file') => {
    const now = deps.clock();
    const { participant, activity } = await resolveTicket(deps.db, ticket, now);
    if (!upload || upload.buffer.length === 0) throw new AppError('UPLOAD_FILE_MISSING');
    const ext = fileExtension(upload.fileName);
    const document = type === 'file' && isDocument(ext);
    if (!isImage(ext) && !document) throw new AppError('UPLOAD_TYPE_INVALID');
    if (upload.buffer.length > participantUploadMaxSize) {
      throw new AppError('UPLOAD_TOO_LARGE', `文件过大，不能超过${participantUploadMaxSize / 1024 / 1024}MB`);
    }
    const genuine = document ? documentMatches(upload.buffer, ext) : contentMatchesKind(upload.buffer, 'image');
    if (!genuine) throw new AppError('UPLOAD_CONTENT_MISMATCH');
    // Counted once the file is known good, so a refused file costs no place of the day.
    const day = shanghaiDayOf(now);
    if ((await deps.limiter.hit(`h5upload:${participant.id}:${day}`, 86_400)).count > participantUploadsPerDay) {
      throw new AppError('UPLOAD_DAILY_LIMIT');
    }
    const key = `${participantUploadFolder(activity.id, participant.id)}${randomUUID()}.${ext}`;
    await deps.storage.put(key, upload.buffer, 'public');
    return { url: deps.storage.publicUrl(key), name: displayName(upload.fileName), size: upload.buffer.length };
  },
});
