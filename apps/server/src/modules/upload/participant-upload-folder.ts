import type { FileStorage } from '../../platform/storage/file-storage.js';

/** Where h5Upload keeps a participant's files: per activity and participant, so a participant can name only their own. */
export const participantUploadFolder = (activityId: number, participantId: number) =>
  `h5/${activityId}/${participantId}/`;

const storedName = /^[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

/**
 * Whether `url` is a file h5Upload stored for this participant of this activity. Organisers and big screens open
 * what participants name, so a typed-in address (another host, a script or data URL, a path outside the
 * participant's uploads) must never pass.
 */
export const isParticipantUpload = (
  storage: Pick<FileStorage, 'publicUrl'>,
  url: string,
  activityId: number,
  participantId: number,
) => {
  const prefix = storage.publicUrl(participantUploadFolder(activityId, participantId));
  return url.startsWith(prefix) && storedName.test(url.slice(prefix.length));
};
