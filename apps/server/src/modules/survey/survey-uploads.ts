import type { SurveyAnswers, SurveyQuestion } from '@app/contract';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import { isParticipantUpload } from '../upload/index.js';

/** The first upload question whose answer names a file this participant did not upload here, or null. */
export const uploadsOutside = (
  storage: Pick<FileStorage, 'publicUrl'>,
  questions: SurveyQuestion[],
  answers: SurveyAnswers,
  activityId: number,
  participantId: number,
): string | null => {
  const own = (url: string) => isParticipantUpload(storage, url, activityId, participantId);
  const bad = questions.find((q) => q.type === 'upload' && (answers[q.key]?.values ?? []).some((url) => !own(url)));
  return bad?.key ?? null;
};
