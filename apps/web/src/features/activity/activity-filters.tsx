import { DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { activityKinds, kindLabelKey } from '../../components/activity-kinds.js';
import { FilterBar } from '../../components/filter-bar.js';
import { type ActivityFilters, type FilterValues, toFilters } from './list-query.js';

const initial: FilterValues = { range: null, is_online: '', keywords: '', from: '' };

/** The list's filters: created date range, online state, keywords and activity kind. */
export const ActivityFilterBar = ({ onApply }: { onApply: (filters: ActivityFilters) => void }) => {
  const { t } = useTranslation('activity');
  const [form] = Form.useForm<FilterValues>();
  const onlineOptions = [
    { value: '', label: t('all') },
    { value: 1, label: t('online') },
    { value: 0, label: t('offline') },
  ];
  const kindOptions = [
    { value: '', label: t('all') },
    ...activityKinds.map((k) => ({ value: k.kind, label: t(kindLabelKey(k.kind)) })),
  ];

  return (
    <FilterBar form={form} initialValues={initial} onApply={(v) => onApply(toFilters(v))}>
      <Form.Item name="range" label={t('createdRange')}>
        <DatePicker.RangePicker placeholder={[t('startDate'), t('endDate')]} allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item name="is_online" label={t('onlineState')}>
        <Select options={onlineOptions} style={{ width: 120 }} aria-label={t('onlineState')} />
      </Form.Item>
      <Form.Item name="keywords" label={t('keywords')}>
        <Input allowClear maxLength={50} placeholder={t('keywordsPlaceholder')} aria-label={t('keywords')} />
      </Form.Item>
      <Form.Item name="from" label={t('kind')}>
        <Select options={kindOptions} style={{ width: 160 }} aria-label={t('kind')} />
      </Form.Item>
    </FilterBar>
  );
};
