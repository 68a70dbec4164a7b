import { surveyLimits } from '@app/contract';
import { Input } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { InputProps } from './survey-field-types.js';

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
    <Input
      size="large"
      aria-label={label}
      placeholder={t('field.textPlaceholder')}
      value={answer.text}
      maxLength={keyboard.maxLength ?? 500}
      type={keyboard.type}
      inputMode={keyboard.inputMode}
      onChange={(e) => onChange(typed(answer, e.target.value))}
    />
  );
};

export const TextareaInput = ({ answer, onChange, label }: InputProps) => {
  const { t } = useTranslation('liveSurvey');
  return (
    <Input.TextArea
      aria-label={label}
      placeholder={t('field.textPlaceholder')}
      value={answer.text}
      autoSize={{ minRows: 3, maxRows: 8 }}
      maxLength={surveyLimits.textAnswer}
      showCount
      onChange={(e) => onChange(typed(answer, e.target.value))}
    />
  );
};
