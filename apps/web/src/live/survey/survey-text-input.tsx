import { surveyLimits } from '@app/contract';
import { Cascader, DatePicker, Input } from 'antd';
import dayjs from 'dayjs';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { regionOptions } from './region-data.js';
import type { InputProps } from './survey-field-types.js';

type Keyboard = Pick<HTMLAttributes<HTMLInputElement>, 'inputMode'> & { type?: string; maxLength?: number };

/** The phone keyboard that fits the asked format. */
const keyboards: Record<string, Keyboard> = {
  phone: { inputMode: 'tel', type: 'tel', maxLength: 11 },
  email: { inputMode: 'email', type: 'email' },
  number: { inputMode: 'decimal' },
  id_card: { maxLength: 18 },
};

const typed = (answer: InputProps['answer'], text: string) => ({ ...answer, values: [], rows: {}, text });

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

const dateFormat = 'YYYY-MM-DD';

export const DateInput = ({ answer, onChange, label }: InputProps) => {
  const { t } = useTranslation('liveSurvey');
  const value = answer.text && dayjs(answer.text, dateFormat).isValid() ? dayjs(answer.text, dateFormat) : null;
  return (
    <DatePicker
      size="large"
      aria-label={label}
      placeholder={t('field.datePlaceholder')}
      value={value}
      format={dateFormat}
      // A phone would otherwise open its keyboard over the calendar.
      inputReadOnly
      style={{ width: '100%' }}
      onChange={(d) => onChange(typed(answer, d ? d.format(dateFormat) : ''))}
    />
  );
};

export const RegionInput = ({ answer, onChange, label }: InputProps) => {
  const { t } = useTranslation('liveSurvey');
  return (
    <Cascader
      size="large"
      aria-label={label}
      placeholder={t('field.regionPlaceholder')}
      options={regionOptions}
      value={answer.text ? answer.text.split('/') : []}
      style={{ width: '100%' }}
      onChange={(path) => onChange(typed(answer, ((path ?? []) as string[]).join('/')))}
    />
  );
};
