import { lotteryPersonSources } from '@app/contract';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../components/filter-bar.js';

export type PeopleFilters = {
  keyword: string;
  group: string;
  source: '' | (typeof lotteryPersonSources)[number];
  eligible: '' | 0 | 1;
  signed: '' | 0 | 1;
};
export const noPeopleFilters: PeopleFilters = { keyword: '', group: '', source: '', eligible: '', signed: '' };

/** Filters of the people list: name, phone or staff number; group; source; in the draw or not; signed in or not. */
export const PeopleFilterBar = ({ groups, onApply }: { groups: string[]; onApply: (f: PeopleFilters) => void }) => {
  const { t } = useTranslation('lottery', { keyPrefix: 'people' });
  const [form] = Form.useForm<PeopleFilters>();
  const all = { value: '', label: t('all') };
  const flag = (key: 'eligibleStates' | 'signedStates') => [
    all,
    { value: 1, label: t(`${key}.1`) },
    { value: 0, label: t(`${key}.0`) },
  ];
  return (
    <FilterBar form={form} initialValues={noPeopleFilters} onApply={(f) => onApply({ ...noPeopleFilters, ...f })}>
      <Form.Item name="keyword" label={t('keyword')}>
        <Input aria-label={t('keyword')} placeholder={t('keywordPlaceholder')} allowClear />
      </Form.Item>
      <Form.Item name="group" label={t('group')}>
        <Select
          aria-label={t('group')}
          style={{ width: 140 }}
          options={[all, ...groups.map((g) => ({ value: g, label: g }))]}
        />
      </Form.Item>
      <Form.Item name="source" label={t('source')}>
        <Select
          aria-label={t('source')}
          style={{ width: 100 }}
          options={[all, ...lotteryPersonSources.map((s) => ({ value: s, label: t(`sources.${s}`) }))]}
        />
      </Form.Item>
      <Form.Item name="eligible" label={t('eligible')}>
        <Select aria-label={t('eligible')} style={{ width: 100 }} options={flag('eligibleStates')} />
      </Form.Item>
      <Form.Item name="signed" label={t('signed')}>
        <Select aria-label={t('signed')} style={{ width: 100 }} options={flag('signedStates')} />
      </Form.Item>
    </FilterBar>
  );
};
