import { Cascader } from 'antd';
import { useTranslation } from 'react-i18next';
import { regionOptions } from './region-data.js';
import type { InputProps } from './survey-field-types.js';
import { typed } from './survey-text-input.js';

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
