import type { ParticipantSurveySettings, SurveyAnswer } from '@app/contract';

/** A question as the participant page gets it (option points stay on the server). */
export type ParticipantQuestion = ParticipantSurveySettings['questions'][number];

/** What every question input takes: the question, its answer so far and where a new answer goes. */
export type InputProps = {
  question: ParticipantQuestion;
  answer: SurveyAnswer;
  onChange: (answer: SurveyAnswer) => void;
  /** The question's title, for inputs that have no visible label of their own. */
  label: string;
};

export const emptyAnswer = (): SurveyAnswer => ({ values: [], text: '', rows: {} });
