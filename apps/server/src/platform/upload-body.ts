// The plugin's types add `isMultipart` and `parts` to every request.
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

export type UploadedFile = { fileName: string; mime: string; buffer: Buffer };

/** Reads a multipart form: its text fields and at most one file (field name `file`). */
export const readMultipart = async (req: FastifyRequest) => {
  if (!req.isMultipart()) throw new AppError('UPLOAD_FILE_MISSING');
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.file.truncated) throw new AppError('UPLOAD_TOO_LARGE');
        if (!file) file = { fileName: part.filename, mime: part.mimetype, buffer };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    // The multipart parser throws plain errors for a broken body (no boundary, cut short): the caller's fault.
    if (err instanceof AppError || String((err as { code?: unknown }).code ?? '').startsWith('FST_')) throw err;
    throw new AppError('MALFORMED_BODY');
  }
  return { fields, file };
};
