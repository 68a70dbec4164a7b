import { surveyLimits } from '@app/contract';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { InputProps } from './survey-field-types.js';
import '../kit/phone-kit.css';
import './survey-phone.css';

type Keyboard = Pick<HTMLAttributes<HTMLInputElement>, 'inputMode'> & { type?: string; maxLength?: number };

/** The phone keyboard that fits the asked format. */
const keyboards: Record<string, Keyboard> = {
  phone: { inputMode: 'tel', type: 'tel', maxLength: 11 },
  email: { inputMode: 'email', type: 'email' },
  number: { inputMode: 'decimal' },
  id_card: { maxLength: 18 },
};

/** The answer holding `text` alone. */
export const typed = (answer: InputProps['answer'], text: string) => ({ ...answer, values: [], rows: {}, text });

export const TextInput = ({ question, answer, onChange, label }: InputProps) => {
  const { t } = useTranslation('liveSurvey');
  const keyboard = keyboards[question.format] ?? {};
  return (
    <input
      className="ph-input"
      aria-label={label}
      placeholder={t('field.textPlaceholder')}
      value={answer.text}
      maxLength={keyboard.maxLength ?? 500}
      type={keyboard.type ?? 'text'}
      inputMode={keyboard.inputMode}
      onChange={(e) => onChange(typed(answer, e.target.value))}
    />
  );
};

export const TextareaInput = ({ answer, onChange, label }: InputProps) => {
  const { t } = useTranslation('liveSurvey');
  return (
    <div className="sv-stack">
      <textarea
        className="ph-input"
        aria-label={label}
        placeholder={t('field.textPlaceholder')}
        value={answer.text}
        rows={4}
        maxLength={surveyLimits.textAnswer}
        onChange={(e) => onChange(typed(answer, e.target.value))}
      />
      <span className="sv-count" aria-hidden="true">
        {answer.text.length} / {surveyLimits.textAnswer}
      </span>
    </div>
  );
};

/** A native date input: phones open their own calendar, and its value is already YYYY-MM-DD. */
export const DateInput = ({ answer, onChange, label }: InputProps) => (
  <input
    type="date"
    className="ph-input"
    aria-label={label}
    value={answer.text}
    onChange={(e) => onChange(typed(answer, e.target.value))}
  />
);
