import { fileExtension, type UploadKind, uploadExtensions } from '@app/contract';
import { message } from 'antd';
import { toastSeconds } from '../app/api-client.js';
import { textOf } from '../i18n/index.js';

/** Checks a file's extension before uploading; a wrong one shows 'upload type error' for 2 seconds (spec section 5). */
export const checkUploadType = (fileName: string, kind: UploadKind) => {
  const allowed: readonly string[] = uploadExtensions[kind];
  if (allowed.includes(fileExtension(fileName))) return true;
  void textOf('errors:UPLOAD_TYPE_INVALID').then((text) => message.error(text, toastSeconds));
  return false;
};

/** The accept attribute of a file input for an upload kind. */
export const acceptOf = (kind: UploadKind) => uploadExtensions[kind].map((ext) => `.${ext}`).join(',');
