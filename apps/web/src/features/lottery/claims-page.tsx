import './messages.js';
import { lotteryContract } from '@app/contract/lottery';
import { Card, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActivityPage } from '../../components/activity-page.js';
import { FilterBar } from '../../components/filter-bar.js';
import { usePagedList } from '../../components/paged-list.js';
import { useLotterySettings } from './api.js';
import { ClaimsTable } from './claims-table.js';

type Filters = { keyword: string; tier_id: number | ''; redeemed: '' | 0 | 1 };
const noFilters: Filters = { keyword: '', tier_id: '', redeemed: '' };

/** /LargeScreenLottery/claims?activity_id=: the winners, the claim forms they filled in, and handing prizes over. */
export const ClaimsPage = () => <ActivityPage>{(activityId) => <Claims activityId={activityId} />}</ActivityPage>;

const Claims = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('lottery', { keyPrefix: 'claims' });
  const [form] = Form.useForm<Filters>();
  const list = usePagedList(lotteryContract.claims, noFilters, { fixed: { activity_id: activityId }, pageSize: 20 });
  const tiers = useLotterySettings(activityId).data?.tiers ?? [];
  const all = { value: '', label: t('all') };
  return (
    <Card title={t('title')}>
      <FilterBar form={form} initialValues={noFilters} onApply={(f) => list.setFilters({ ...noFilters, ...f })}>
        <Form.Item name="keyword" label={t('keyword')}>
          <Input aria-label={t('keyword')} placeholder={t('keywordPlaceholder')} allowClear />
        </Form.Item>
        <Form.Item name="tier_id" label={t('tier')}>
          <Select
            aria-label={t('tier')}
            style={{ width: 140 }}
            options={[
              { value: '', label: t('allTiers') },
              ...tiers.map((tier) => ({ value: tier.id, label: tier.name })),
            ]}
          />
        </Form.Item>
        <Form.Item name="redeemed" label={t('redeemed')}>
          <Select
            aria-label={t('redeemed')}
            style={{ width: 110 }}
            options={[all, { value: 1, label: t('redeemedStates.1') }, { value: 0, label: t('redeemedStates.0') }]}
          />
        </Form.Item>
      </FilterBar>
      <ClaimsTable activityId={activityId} table={list.table} />
    </Card>
  );
};
