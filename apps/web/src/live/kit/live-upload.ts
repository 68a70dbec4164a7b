import { type DataOf, type Envelope, envelopeCode } from '@app/contract';
import { uploadContract } from '@app/contract/upload';
import { ApiError, readableMessage, requestTimeoutMs } from '../../app/api-error.js';
import i18n from '../../i18n/index.js';
import { showLiveToast } from './live-toast.js';

const fail = (msg: string, name?: string, code = 0): never => {
  showLiveToast(msg);
  throw new ApiError(code, msg, name);
};

type Uploaded = DataOf<typeof uploadContract.h5Upload>;

/**
 * Sends a participant's file (a questionnaire's upload question, a candidate's photos) with their ticket. It has
 * its own path: callLive only posts JSON, and the back-office uploader would read codes 500/600 as the organiser's
 * login. Like every participant call, a failure is a toast and never leaves the page.
 */
export const uploadLive = async (ticket: string, file: File, type: 'image' | 'file'): Promise<Uploaded> => {
  const form = new FormData();
  form.append('ticket', ticket);
  form.append('type', type);
  form.append('file', file);
  let res: Response;
  try {
    res = await fetch(uploadContract.h5Upload.path, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  } catch {
    return fail(i18n.t('common:requestFailed'));
  }
  const body = (await res.json().catch(() => null)) as Envelope<Uploaded> | null;
  if (!body || typeof body !== 'object' || !('code' in body)) return fail(i18n.t('common:requestFailed'));
  if (body.code === envelopeCode.ok) return body.data;
  return fail(readableMessage(body), body.error, body.code);
};
