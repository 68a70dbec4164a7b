import type { DataOf, LedgerEntry } from '@app/contract';
import type { orderContract } from '@app/contract/order';
import { Card, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../components/date-text.js';
import { yuan } from '../../components/money.js';
import { OrderStatusTag, orderSnWidth, usePayMethodText } from './order-labels.js';

type Detail = DataOf<typeof orderContract.recordDetail>;
type Part = Detail['parts'][number];
type Payment = Detail['payments'][number];
type Refund = Detail['refunds'][number];

const when = (v: string | null) => dateText(v, true);
/** A balance change with its sign: +¥100.00, -¥50.00. */
const change = (v: number) => `${v < 0 ? '-' : '+'}${yuan(Math.abs(v))}`;

/** The orders a union order pays for, each with what it bought. */
export const PartsCard = ({ parts }: { parts: Part[] }) => {
  const { t } = useTranslation('order');
  const columns: TableColumnsType<Part> = [
    { title: t('colOrderSn'), dataIndex: 'order_sn', width: orderSnWidth },
    { title: t('colType'), dataIndex: 'type', render: (v: Part['type']) => t(`type.${v}`) },
    { title: t('colTitle'), dataIndex: 'title' },
    { title: t('colQuantity'), dataIndex: 'quantity', align: 'right' },
    { title: t('colAmount'), dataIndex: 'amount', align: 'right', render: yuan },
    { title: t('colStatus'), dataIndex: 'status', render: (v: Part['status']) => <OrderStatusTag status={v} /> },
  ];
  return (
    <Card title={t('parts')}>
      <Table rowKey="order_sn" columns={columns} dataSource={parts} pagination={false} scroll={{ x: 800 }} />
    </Card>
  );
};

export const PaymentsCard = ({ payments }: { payments: Payment[] }) => {
  const { t } = useTranslation('order');
  const providerText = usePayMethodText();
  const columns: TableColumnsType<Payment> = [
    { title: t('colPaymentNo'), dataIndex: 'payment_no' },
    { title: t('colProvider'), dataIndex: 'provider', render: providerText },
    { title: t('colAmount'), dataIndex: 'amount', align: 'right', render: yuan },
    { title: t('colStatus'), dataIndex: 'status', render: (v: Payment['status']) => t(`payStatus.${v}`) },
    { title: t('colTradeNo'), dataIndex: 'trade_no', render: (v: string) => v || '-' },
    { title: t('colPaidAt'), dataIndex: 'paid_at', render: when },
    { title: t('colCreated'), dataIndex: 'created_at', render: when },
  ];
  return (
    <Card title={t('payments')}>
      <Table
        rowKey="payment_no"
        columns={columns}
        dataSource={payments}
        pagination={false}
        locale={{ emptyText: t('noPayments') }}
        scroll={{ x: 900 }}
      />
    </Card>
  );
};

export const RefundsCard = ({ refunds }: { refunds: Refund[] }) => {
  const { t } = useTranslation('order');
  const columns: TableColumnsType<Refund> = [
    { title: t('colRefundNo'), dataIndex: 'refund_no' },
    { title: t('colAmount'), dataIndex: 'amount', align: 'right', render: yuan },
    { title: t('colReason'), dataIndex: 'reason', render: (v: string) => v || '-' },
    { title: t('colStatus'), dataIndex: 'status', render: (v: Refund['status']) => t(`refundStatus.${v}`) },
    { title: t('colCreated'), dataIndex: 'created_at', render: when },
  ];
  return (
    <Card title={t('refunds')}>
      <Table
        rowKey="refund_no"
        columns={columns}
        dataSource={refunds}
        pagination={false}
        locale={{ emptyText: t('noRefunds') }}
      />
    </Card>
  );
};

/** The ledger rows the order caused: which balance, by how much, from what to what. */
export const LedgerCard = ({ entries }: { entries: LedgerEntry[] }) => {
  const { t } = useTranslation('order');
  const columns: TableColumnsType<LedgerEntry> = [
    { title: t('colKind'), dataIndex: 'kind', render: (v: LedgerEntry['kind']) => t(`kind.${v}`) },
    { title: t('colChange'), dataIndex: 'amount', align: 'right', render: change },
    { title: t('colBefore'), dataIndex: 'balance_before', align: 'right', render: yuan },
    { title: t('colAfter'), dataIndex: 'balance_after', align: 'right', render: yuan },
    { title: t('colReason'), dataIndex: 'reason', render: (v: LedgerEntry['reason']) => t(`reason.${v}`) },
    { title: t('colTime'), dataIndex: 'created_at', render: when },
  ];
  return (
    <Card title={t('ledger')}>
      <Table
        rowKey="id"
        columns={columns}
        dataSource={entries}
        pagination={false}
        locale={{ emptyText: t('noLedger') }}
      />
    </Card>
  );
};
