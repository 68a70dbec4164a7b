import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { InputProps } from './survey-field-types.js';
import { typed } from './survey-text-input.js';

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
