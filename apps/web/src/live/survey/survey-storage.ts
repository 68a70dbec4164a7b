import { type SurveyAnswers, surveyAnswersSchema } from '@app/contract';
import { z } from 'zod';
import { newRequestId } from '../kit/request-id.js';

/**
 * What survives a reload of the participant's questionnaire: the answers so far (localStorage, so closing the
 * tab keeps them too) and the submission id of the form being filled (sessionStorage, so a retried submit
 * sends the same id and the server counts it once).
 */
const draftSchema = z.object({ answers: surveyAnswersSchema, opened_at: z.number() });
export type SurveyDraft = z.infer<typeof draftSchema>;

const draftKey = (code: string) => `survey-draft:${code}`;
const submissionKey = (code: string) => `survey-submission:${code}`;

const readJson = (raw: string | null): unknown => {
  try {
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
};

export const surveyDraft = {
  read: (code: string): SurveyDraft | null => {
    const parsed = draftSchema.safeParse(readJson(localStorage.getItem(draftKey(code))));
    return parsed.success ? parsed.data : null;
  },
  write: (code: string, answers: SurveyAnswers, openedAt: number) =>
    localStorage.setItem(draftKey(code), JSON.stringify({ answers, opened_at: openedAt })),
  clear: (code: string) => localStorage.removeItem(draftKey(code)),
};

export const submissionId = {
  /** The id of the form being filled, made on first use. */
  get: (code: string) => {
    const kept = sessionStorage.getItem(submissionKey(code));
    if (kept) return kept;
    const id = newRequestId();
    sessionStorage.setItem(submissionKey(code), id);
    return id;
  },
  clear: (code: string) => sessionStorage.removeItem(submissionKey(code)),
};
