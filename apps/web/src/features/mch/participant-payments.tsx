import { mchContract } from '@app/contract/mch';
import { Button, message, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { dateText } from '../../components/date-text.js';
import { yuan } from '../../components/money.js';
import { confirmNotice } from '../../components/notice-dialog.js';
import { type RowOf, usePagedList } from '../../components/paged-list.js';
import { useRefundPayment } from './api.js';

type Row = RowOf<typeof mchContract.payments>;

const statusColors: Record<Row['status'], string> = { unpaid: 'default', paid: 'green', refunded: 'orange' };

/** What the activity's participants paid to the organiser's merchant; a paid one can be refunded. */
export const ParticipantPayments = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('mch');
  const payments = usePagedList(mchContract.payments, { activity_id: activityId });
  const refund = useRefundPayment();
  const askRefund = (p: Row) =>
    confirmNotice(t('refundConfirm', { amount: p.amount.toFixed(2), name: p.participant_name }), () =>
      refund.mutate({ id: p.id }, { onSuccess: () => void message.success(t('refunded'), toastSeconds) }),
    );
  const columns: TableColumnsType<Row> = [
    { title: t('colPayer'), dataIndex: 'participant_name', render: (v: string) => v || '-' },
    { title: t('colAmount'), dataIndex: 'amount', align: 'right', render: yuan },
    {
      title: t('colType'),
      dataIndex: 'provider',
      render: (p: Row['provider']) => t(`types.${p === 'wechatpay' ? 'wechat' : 'alipay'}`),
    },
    { title: t('colTradeNo'), dataIndex: 'trade_no', render: (v: string) => v || '-' },
    {
      title: t('colStatus'),
      dataIndex: 'status',
      render: (s: Row['status']) => <Tag color={statusColors[s]}>{t(`paymentStatuses.${s}`)}</Tag>,
    },
    { title: t('colPaidAt'), dataIndex: 'paid_at', render: (v: string | null) => (v ? dateText(v, true) : '-') },
    {
      title: t('operations'),
      key: 'operations',
      render: (_, p) =>
        p.status === 'paid' ? (
          <Button type="link" danger onClick={() => askRefund(p)}>
            {t('refund')}
          </Button>
        ) : null,
    },
  ];
  return <Table {...payments.table} columns={columns} locale={{ emptyText: t('noPayments') }} scroll={{ x: 900 }} />;
};
