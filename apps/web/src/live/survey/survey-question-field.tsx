import type { SurveyAnswer } from '@app/contract';
import { Spin, Typography } from 'antd';
import { type ComponentType, lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxInput, RadioInput, SelectInput } from './survey-choice-input.js';
import { emptyAnswer, type InputProps, type ParticipantQuestion } from './survey-field-types.js';
import { RankingInput } from './survey-ranking-input.js';
import { MatrixInput, RatingInput } from './survey-scale-input.js';
import { TextareaInput, TextInput } from './survey-text-input.js';
import { type Uploader, UploadInput } from './survey-upload-input.js';

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

// The calendar and the region tree are the heaviest inputs: they load with the first question that asks for them.
const DateInput = lazy(() => import('./survey-date-input.js').then((m) => ({ default: m.DateInput })));
const RegionInput = lazy(() => import('./survey-region-input.js').then((m) => ({ default: m.RegionInput })));

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

const prose = { whiteSpace: 'pre-wrap', margin: 0 } as const;
const bare = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;

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
        {question.title && <Typography.Title level={5}>{question.title}</Typography.Title>}
        {question.description && <Typography.Paragraph style={prose}>{question.description}</Typography.Paragraph>}
      </section>
    );
  }
  const Input = inputs[question.type];
  const label = number === undefined ? question.title : `${number}. ${question.title}`;
  return (
    <fieldset id={`survey-q-${question.key}`} aria-labelledby={titleId} style={bare}>
      <Typography.Title level={5} style={{ marginTop: 0, marginBottom: 4, whiteSpace: 'pre-wrap' }}>
        <span id={titleId}>{label}</span>
        {question.required && (
          <span title={t('field.required')} style={{ color: '#ff4d4f', marginLeft: 4 }}>
            *
          </span>
        )}
      </Typography.Title>
      {question.description && (
        <Typography.Paragraph type="secondary" style={{ ...prose, marginBottom: 8 }}>
          {question.description}
        </Typography.Paragraph>
      )}
      {Input && (
        <Suspense fallback={<Spin size="small" />}>
          <Input
            question={question}
            answer={value ?? emptyAnswer()}
            onChange={onChange}
            label={question.title}
            uploader={uploader}
          />
        </Suspense>
      )}
      {error && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 6 }}>
          {error}
        </Typography.Text>
      )}
    </fieldset>
  );
};
