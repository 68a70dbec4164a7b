import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { participantUploadService } from './participant-upload.service.js';
import { uploadService } from './upload.service.js';

export const uploadModule = {
  register: ({ route, deps }: ModuleContext) => {
    const uploads = uploadService(deps);
    route(contract.upload.media, ({ user, file, input }) => uploads.media(user, file, input.type));
    route(contract.upload.certificate, ({ user, file }) => uploads.certificate(user, file));
    const participantUploads = participantUploadService(deps);
    route(contract.upload.h5Upload, ({ input, file }) => participantUploads.upload(input.ticket, file, input.type));
  },
};
