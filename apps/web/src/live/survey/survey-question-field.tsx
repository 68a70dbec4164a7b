import type { SurveyAnswer } from '@app/contract';
import { type ComponentType, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxInput, RadioInput, SelectInput } from './survey-choice-input.js';
import { emptyAnswer, type InputProps, type ParticipantQuestion } from './survey-field-types.js';
import { RankingInput } from './survey-ranking-input.js';
import { RegionInput } from './survey-region-input.js';
import { MatrixInput, RatingInput } from './survey-scale-input.js';
import { DateInput, TextareaInput, TextInput } from './survey-text-input.js';
import { type Uploader, UploadInput } from './survey-upload-input.js';
import './survey-phone.css';

export type { ParticipantQuestion } from './survey-field-types.js';
export type { Uploader } from './survey-upload-input.js';

type Props = {
  question: ParticipantQuestion;
  value: SurveyAnswer | undefined;
  onChange: (answer: SurveyAnswer) => void;
  error?: string;
  uploader?: Uploader;
  /** The number shown before the title: questions are numbered as the participant sees them. */
  number?: number;
};

const inputs: Record<string, ComponentType<InputProps & { uploader?: Uploader }>> = {
  radio: RadioInput,
  checkbox: CheckboxInput,
  select: SelectInput,
  text: TextInput,
  textarea: TextareaInput,
  rating: RatingInput,
  matrix: MatrixInput,
  ranking: RankingInput,
  date: DateInput,
  region: RegionInput,
  upload: UploadInput,
};

/**
 * One question of a questionnaire as a participant answers it: numbered title (a red * when required), its
 * description, the input of its type and the problem with the answer under it. The builder's preview shows the
 * same thing without an uploader.
 */
export const SurveyQuestionField = ({ question, value, onChange, error, uploader, number }: Props) => {
  const { t } = useTranslation('liveSurvey');
  const titleId = useId();
  if (question.type === 'page_break') return null;
  if (question.type === 'description') {
    return (
      <section id={`survey-q-${question.key}`}>
        {question.title && <h3 className="sv-title">{question.title}</h3>}
        {question.description && <p className="sv-prose">{question.description}</p>}
      </section>
    );
  }
  const Input = inputs[question.type];
  const label = number === undefined ? question.title : `${number}. ${question.title}`;
  return (
    <fieldset id={`survey-q-${question.key}`} aria-labelledby={titleId} className="sv-field">
      <h3 className="sv-title">
        <span id={titleId}>{label}</span>
        {question.required && (
          <span title={t('field.required')} className="sv-required">
            *
          </span>
        )}
      </h3>
      {question.description && <p className="sv-description">{question.description}</p>}
      {Input && (
        <Input
          question={question}
          answer={value ?? emptyAnswer()}
          onChange={onChange}
          label={question.title}
          uploader={uploader}
        />
      )}
      {error && (
        <p className="sv-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
};
