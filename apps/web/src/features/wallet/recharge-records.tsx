import type { BalanceKind, OrderStatus } from '@app/contract';
import { walletContract } from '@app/contract/wallet';
import { Form, Input, Select, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../components/date-text.js';
import { FilterBar } from '../../components/filter-bar.js';
import { yuan } from '../../components/money.js';
import { type RowOf, usePagedList } from '../../components/paged-list.js';
import { kindOptions } from './kind-options.js';

type Row = RowOf<typeof walletContract.recharge>;
type Values = { source?: '' | BalanceKind; order_sn?: string };

export const statusColor: Record<OrderStatus, string> = {
  unpaid: 'orange',
  paid: 'green',
  closed: 'default',
  refunded: 'purple',
};

const when = (v: string | null) => dateText(v, true);

/** The top-up orders, filtered by balance (unless the page fixes it) and order number. */
export const RechargeRecords = ({ source }: { source?: BalanceKind }) => {
  const { t } = useTranslation('wallet');
  const [form] = Form.useForm<Values>();
  const list = usePagedList(walletContract.recharge, { source });
  const columns: TableColumnsType<Row> = [
    { title: t('records.orderSn'), dataIndex: 'order_sn' },
    { title: t('records.source'), dataIndex: 'kind', render: (k: BalanceKind) => t(`kinds.${k}`) },
    { title: t('records.colAmount'), dataIndex: 'amount', align: 'right', render: yuan },
    {
      title: t('records.colStatus'),
      dataIndex: 'status',
      render: (s: OrderStatus) => <Tag color={statusColor[s]}>{t(`statuses.${s}`)}</Tag>,
    },
    { title: t('records.colPaidAt'), dataIndex: 'paid_at', render: when },
    { title: t('records.colCreated'), dataIndex: 'created_at', render: when },
  ];

  return (
    <>
      <FilterBar
        form={form}
        initialValues={{ source: source ?? '', order_sn: '' }}
        onApply={(v) => list.setFilters({ source: v.source || undefined, order_sn: v.order_sn?.trim() || undefined })}
      >
        {source ? null : (
          <Form.Item name="source" label={t('records.source')}>
            <Select options={kindOptions(t)} style={{ width: 140 }} aria-label={t('records.source')} />
          </Form.Item>
        )}
        <Form.Item name="order_sn" label={t('records.orderSn')}>
          <Input
            allowClear
            maxLength={40}
            placeholder={t('records.orderSnPlaceholder')}
            aria-label={t('records.orderSn')}
          />
        </Form.Item>
      </FilterBar>
      <Table {...list.table} columns={columns} locale={{ emptyText: t('records.empty') }} scroll={{ x: 760 }} />
    </>
  );
};
