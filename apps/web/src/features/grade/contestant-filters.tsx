import type { GradeGroup, GradeRound } from '@app/contract/grade-schemas';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../components/filter-bar.js';

export type ContestantFilters = { round_id: '' | number; group_id: '' | number; keyword: string };
export const noContestantFilters: ContestantFilters = { round_id: '', group_id: '', keyword: '' };

type Props = { rounds: GradeRound[]; groups: GradeGroup[]; onApply: (filters: ContestantFilters) => void };

/** Filters of the contestants: the round they are in (then in stage order), their group, their name. */
export const ContestantFilterBar = ({ rounds, groups, onApply }: Props) => {
  const { t } = useTranslation('grade', { keyPrefix: 'contestants' });
  const [form] = Form.useForm<ContestantFilters>();
  return (
    <FilterBar
      form={form}
      initialValues={noContestantFilters}
      onApply={(f) => onApply({ ...noContestantFilters, ...f })}
    >
      <Form.Item name="round_id" label={t('round')}>
        <Select
          aria-label={t('round')}
          style={{ width: 140 }}
          options={[{ value: '', label: t('allRounds') }, ...rounds.map((r) => ({ value: r.id, label: r.name }))]}
        />
      </Form.Item>
      <Form.Item name="group_id" label={t('group')}>
        <Select
          aria-label={t('group')}
          style={{ width: 140 }}
          options={[{ value: '', label: t('allGroups') }, ...groups.map((g) => ({ value: g.id, label: g.name }))]}
        />
      </Form.Item>
      <Form.Item name="keyword" label={t('keyword')}>
        <Input aria-label={t('keyword')} placeholder={t('keywordPlaceholder')} allowClear />
      </Form.Item>
    </FilterBar>
  );
};
