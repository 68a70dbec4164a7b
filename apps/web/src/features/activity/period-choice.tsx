import { Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { yuan } from '../../components/money.js';
import { usePeriods } from './api.js';

/** The publishing or renewal period being chosen; the first on offer until the organiser picks one. */
export const usePeriodChoice = () => {
  const periods = usePeriods().data ?? [];
  const [picked, setDays] = useState(0);
  const chosen = periods.find((p) => p.days === picked) ?? periods[0];
  return { periods, days: chosen?.days ?? 0, price: chosen?.price ?? 0, setDays };
};
export type PeriodChoice = ReturnType<typeof usePeriodChoice>;

/** The periods on offer with their prices, as one choice. */
export const PeriodRadios = ({ choice }: { choice: PeriodChoice }) => {
  const { t } = useTranslation('activity');
  return (
    <Radio.Group
      aria-label={t('period')}
      optionType="button"
      value={choice.days}
      onChange={(e) => choice.setDays(Number(e.target.value))}
      options={choice.periods.map((p) => ({
        value: p.days,
        label: t('periodOption', { days: p.days, price: yuan(p.price) }),
      }))}
    />
  );
};
