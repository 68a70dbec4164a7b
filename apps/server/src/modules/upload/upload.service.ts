import { createPrivateKey, randomUUID } from 'node:crypto';
import { fileExtension, mediaKindOf, type UploadKind, uploadMaxSize } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { isUsableRsaKey } from '../../platform/secrets/rsa-key.js';
import type { UploadedFile } from '../../platform/upload-body.js';
import { certificateSeal } from './certificate-seal.js';
import { displayName } from './display-name.js';
import { contentMatchesKind } from './file-signature.js';
import { uploadRepository } from './upload.repository.js';

type MediaKind = Exclude<UploadKind, 'certificate'>;

const mimeByExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  avi: 'video/x-msvideo',
  wmv: 'video/x-ms-wmv',
  mpg: 'video/mpeg',
  mpeg: 'video/mpeg',
  flv: 'video/x-flv',
  rm: 'application/vnd.rn-realmedia',
  rmvb: 'application/vnd.rn-realmedia-vbr',
  mov: 'video/quicktime',
  pem: 'application/x-pem-file',
};

/** Month folders in China time, so a month's uploads sit together for the organiser's region. */
const yearMonth = (now: Date) => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 7).replace('-', '');

const checked = <K extends UploadKind>(file: UploadedFile | undefined, kind: K | undefined, claimed?: MediaKind) => {
  if (!file) throw new AppError('UPLOAD_FILE_MISSING');
  if (!kind || (claimed && claimed !== kind)) throw new AppError('UPLOAD_TYPE_INVALID');
  if (file.buffer.length === 0) throw new AppError('UPLOAD_FILE_MISSING');
  if (file.buffer.length > uploadMaxSize[kind]) {
    throw new AppError('UPLOAD_TOO_LARGE', `文件过大，不能超过${uploadMaxSize[kind] / 1024 / 1024}MB`);
  }
  if (!contentMatchesKind(file.buffer, kind)) throw new AppError('UPLOAD_CONTENT_MISMATCH');
  return { file, kind, ext: fileExtension(file.fileName) };
};

/** A merchant's API private key: what the certificate upload is for; a certificate or public key is the wrong file. */
const isRsaPrivateKeyPem = (pem: string) => {
  try {
    return isUsableRsaKey(createPrivateKey({ key: pem, format: 'pem' }));
  } catch {
    return false;
  }
};

/** Files are checked by name, size and content before anything is stored. */
export const uploadService = (deps: Pick<Deps, 'db' | 'clock' | 'storage' | 'config' | 'secrets'>) => {
  const repo = uploadRepository(deps.db);
  const seal = certificateSeal(deps);
  const store = async (user: CurrentUser, kind: UploadKind, key: string, file: UploadedFile, ext: string) => {
    const body = kind === 'certificate' ? seal.seal(key, file.buffer.toString('utf8')) : file.buffer;
    await deps.storage.put(key, body, kind === 'certificate' ? 'private' : 'public');
    await repo.insert({
      tenantId: user.tenantId,
      customerId: user.ownerId,
      actorId: user.id,
      kind,
      storageKey: key,
      originalName: displayName(file.fileName),
      size: file.buffer.length,
      mime: mimeByExtension[ext] ?? 'application/octet-stream',
    });
  };
  return {
    media: async (user: CurrentUser, upload: UploadedFile | undefined, claimed?: MediaKind) => {
      const { file, kind, ext } = checked(upload, upload && mediaKindOf(upload.fileName), claimed);
      const key = `media/${user.tenantId}/${yearMonth(deps.clock())}/${randomUUID()}.${ext}`;
      await store(user, kind, key, file, ext);
      return {
        url: deps.storage.publicUrl(key),
        name: displayName(file.fileName),
        size: file.buffer.length,
        type: kind,
      };
    },
    certificate: async (user: CurrentUser, upload: UploadedFile | undefined) => {
      const isPem = upload && fileExtension(upload.fileName) === 'pem';
      const { file } = checked(upload, isPem ? ('certificate' as const) : undefined);
      if (!isRsaPrivateKeyPem(file.buffer.toString('utf8'))) throw new AppError('UPLOAD_CERT_NOT_PRIVATE_KEY');
      const key = `cert/${user.tenantId}/${randomUUID()}.pem`;
      await store(user, 'certificate', key, file, 'pem');
      return { path: key, name: displayName(file.fileName), size: file.buffer.length };
    },
  };
};
