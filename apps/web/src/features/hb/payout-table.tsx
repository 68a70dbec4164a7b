import { type HbPayout, hbPayoutStatuses } from '@app/contract';
import { hbContract } from '@app/contract/hb';
import { Card, Form, Select, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../components/date-text.js';
import { FilterBar } from '../../components/filter-bar.js';
import { yuan } from '../../components/money.js';
import { usePagedList } from '../../components/paged-list.js';

type Status = HbPayout['status'];
type Values = { status: '' | Status };
const everyStatus: Values = { status: '' };
const statusColor: Record<Status, string> = { pending: 'processing', paid: 'success', failed: 'error' };

/** The activity's red packets: who got how much, through which channel, and why one failed. */
export const PayoutTable = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('hb');
  const [form] = Form.useForm<Values>();
  const list = usePagedList(hbContract.payouts, {}, { fixed: { activity_id: activityId } });
  const columns: TableColumnsType<HbPayout> = [
    { title: t('payouts.colTime'), dataIndex: 'created_at', render: (v: string) => dateText(v, true) },
    { title: t('payouts.colName'), dataIndex: 'participant_name', render: (v: string) => v || '-' },
    { title: t('payouts.colPhone'), dataIndex: 'phone', render: (v: string) => v || '-' },
    { title: t('payouts.colAmount'), dataIndex: 'amount', align: 'right', render: yuan },
    {
      title: t('payouts.colStatus'),
      dataIndex: 'status',
      render: (s: Status) => <Tag color={statusColor[s]}>{t(`payouts.statuses.${s}`)}</Tag>,
    },
    { title: t('payouts.colChannel'), dataIndex: 'channel', render: (c: string) => t(`payouts.channels.${c}`) },
    { title: t('payouts.colOutNo'), dataIndex: 'out_no' },
    { title: t('payouts.colReason'), dataIndex: 'fail_reason', ellipsis: true, render: (v: string) => v || '-' },
  ];
  const statusOptions = [
    { value: '', label: t('payouts.all') },
    ...hbPayoutStatuses.map((s) => ({ value: s, label: t(`payouts.statuses.${s}`) })),
  ];
  return (
    <Card title={t('payouts.card')}>
      <FilterBar form={form} initialValues={everyStatus} onApply={(v) => list.setFilters({ status: v.status })}>
        <Form.Item name="status" label={t('payouts.status')}>
          <Select options={statusOptions} style={{ width: 140 }} aria-label={t('payouts.status')} />
        </Form.Item>
      </FilterBar>
      <Table {...list.table} columns={columns} locale={{ emptyText: t('payouts.empty') }} scroll={{ x: 1000 }} />
    </Card>
  );
};
