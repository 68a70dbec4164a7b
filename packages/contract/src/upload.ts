import { z } from 'zod';
import { ticketSchema } from './activity.js';
import { endpoint } from './endpoint.js';

/** Allowed extensions per upload kind (spec section 5); the extension is the text after the last dot, lowercased. */
export const uploadExtensions = {
  image: ['jpg', 'png', 'jpeg', 'gif'],
  audio: ['mp3', 'wav', 'm4a'],
  video: ['mp4', 'avi', 'wmv', 'mpg', 'mpeg', 'flv', 'rm', 'rmvb', 'mov'],
  certificate: ['pem'],
} as const;
export type UploadKind = keyof typeof uploadExtensions;

/** Bytes. */
export const uploadMaxSize: Record<UploadKind, number> = {
  image: 10 * 1024 * 1024,
  audio: 20 * 1024 * 1024,
  video: 200 * 1024 * 1024,
  certificate: 64 * 1024,
};

export const fileExtension = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/** The kind a media file name belongs to, or undefined when its extension is not allowed. */
export const mediaKindOf = (fileName: string): Exclude<UploadKind, 'certificate'> | undefined => {
  const ext = fileExtension(fileName);
  const kinds = ['image', 'audio', 'video'] as const;
  return kinds.find((k) => (uploadExtensions[k] as readonly string[]).includes(ext));
};

export const uploadContract = {
  media: endpoint({
    method: 'POST',
    path: '/api/api/Uploads/aliyun_oss',
    auth: 'user',
    body: 'multipart',
    input: z.object({ type: z.enum(['image', 'audio', 'video']).optional() }),
    data: z.object({ url: z.string(), name: z.string(), size: z.number(), type: z.enum(['image', 'audio', 'video']) }),
  }),
  certificate: endpoint({
    method: 'POST',
    path: '/api/upload/api/uploads/cert_upload',
    auth: 'user',
    body: 'multipart',
    input: z.object({}),
    /** Certificates are private: the answer is a storage key for the merchant settings, never a public URL. */
    data: z.object({ path: z.string(), name: z.string(), size: z.number() }),
  }),
  /**
   * A participant's upload (a questionnaire's file question, a candidate's sign-up photos): images, or with
   * type file also PDF and Office documents, up to participantUploadMaxSize. Counted per participant per day.
   */
  h5Upload: endpoint({
    method: 'POST',
    path: '/api/h5/upload',
    auth: 'public',
    body: 'multipart',
    input: z.object({ ticket: ticketSchema, type: z.enum(['image', 'file']).default('image') }),
    data: z.object({ url: z.string(), name: z.string(), size: z.number() }),
  }),
};

/** Documents a participant may upload besides images. */
export const participantDocumentExtensions = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt'] as const;
export const participantUploadMaxSize = 10 * 1024 * 1024;
/** Uploads one participant may make per day. */
export const participantUploadsPerDay = 50;
