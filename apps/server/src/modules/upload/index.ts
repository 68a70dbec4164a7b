// What the upload module offers other modules; the rest of the folder is its own (docs/architecture.md, "Layers").
export { certificateSeal } from './certificate-seal.js';
export { multipartBody } from './multipart-body.js';
export { isParticipantUpload, participantUploadFolder } from './participant-upload-folder.js';
export { uploadRepository } from './upload.repository.js';
export { uploads } from './upload.table.js';
