import type { SurveyAnswers, SurveyQuestion } from '@app/contract';
import type { FileStorage } from '../../platform/storage/file-storage.js';

/** Where h5Upload keeps a participant's files: per activity and participant, so answers can name only their own. */
export const participantUploadFolder = (activityId: number, participantId: number) =>
  `h5/${activityId}/${participantId}/`;

const storedName = /^[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

/**
 * The first upload question whose answer names a file this participant did not upload here, or null. Organisers
 * open these links, so a typed-in address (another site, a script URL) must never get through.
 */
export const uploadsOutside = (
  storage: Pick<FileStorage, 'publicUrl'>,
  questions: SurveyQuestion[],
  answers: SurveyAnswers,
  activityId: number,
  participantId: number,
): string | null => {
  const prefix = storage.publicUrl(participantUploadFolder(activityId, participantId));
  const own = (url: string) => url.startsWith(prefix) && storedName.test(url.slice(prefix.length));
  const bad = questions.find((q) => q.type === 'upload' && (answers[q.key]?.values ?? []).some((url) => !own(url)));
  return bad?.key ?? null;
};
