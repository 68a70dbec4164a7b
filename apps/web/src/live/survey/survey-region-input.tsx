import { useTranslation } from 'react-i18next';
import { regionOptions } from './region-data.js';
import type { InputProps } from './survey-field-types.js';
import { typed } from './survey-text-input.js';
import '../kit/phone-kit.css';
import './survey-phone.css';

/** Province, then its city (none for the divisions that stand alone): two native selects, answered as '省/市'. */
export const RegionInput = ({ answer, onChange, label }: InputProps) => {
  const { t } = useTranslation('liveSurvey');
  const [province = '', city = ''] = answer.text ? answer.text.split('/') : [];
  const cities = regionOptions.find((o) => o.value === province)?.children ?? [];
  return (
    <div className="sv-stack">
      <select
        className="ph-input"
        aria-label={t('field.regionProvince', { label })}
        value={province}
        onChange={(e) => onChange(typed(answer, e.target.value))}
      >
        <option value="">{t('field.regionPlaceholder')}</option>
        {regionOptions.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {cities.length > 0 && (
        <select
          className="ph-input"
          aria-label={t('field.regionCity', { label })}
          value={city}
          onChange={(e) => onChange(typed(answer, e.target.value ? `${province}/${e.target.value}` : province))}
        >
          <option value="">{t('field.cityPlaceholder')}</option>
          {cities.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </div>
  );
};
