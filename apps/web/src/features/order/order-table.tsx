import type { Order } from '@app/contract';
import { message, Space, Table, type TableColumnsType, type TableProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toastSeconds } from '../../app/api-client.js';
import { dateText } from '../../components/date-text.js';
import { yuan } from '../../components/money.js';
import { confirmNotice } from '../../components/notice-dialog.js';
import { useCloseOrder, usePayOrderWithBalance } from './api.js';
import { OrderStatusTag, orderSnWidth, usePayMethodText } from './order-labels.js';

const when = (v: string | null) => dateText(v, true);

/** What can be done with an order: see it, and while unpaid pay it from the balance (not a top-up) or close it. */
const OrderActions = ({ order }: { order: Order }) => {
  const { t } = useTranslation('order');
  const pay = usePayOrderWithBalance();
  const close = useCloseOrder();
  const unpaid = order.status === 'unpaid';
  return (
    <Space size="small">
      <Link to={`/user/user_orderDetail?id=${order.id}`}>{t('detail')}</Link>
      {unpaid && order.type !== 'recharge' ? (
        <Typography.Link
          onClick={() =>
            confirmNotice(t('confirmBalancePay', { amount: yuan(order.amount) }), () =>
              pay(order.order_sn, () => void message.success(t('paid'), toastSeconds)),
            )
          }
        >
          {t('payNow')}
        </Typography.Link>
      ) : null}
      {unpaid ? (
        <Typography.Link
          type="danger"
          onClick={() =>
            confirmNotice(t('confirmClose', { sn: order.order_sn }), () =>
              close(order.order_sn, () => void message.success(t('closed'), toastSeconds)),
            )
          }
        >
          {t('close')}
        </Typography.Link>
      ) : null}
    </Space>
  );
};

/** The orders with their status, how they were paid, and their actions. */
export const OrderTable = ({ table }: { table: TableProps<Order> }) => {
  const { t } = useTranslation('order');
  const payMethodText = usePayMethodText();
  const columns: TableColumnsType<Order> = [
    { title: t('colOrderSn'), dataIndex: 'order_sn', width: orderSnWidth },
    { title: t('colType'), dataIndex: 'type', render: (v: Order['type']) => t(`type.${v}`) },
    { title: t('colTitle'), dataIndex: 'title' },
    { title: t('colAmount'), dataIndex: 'amount', align: 'right', render: yuan },
    { title: t('colStatus'), dataIndex: 'status', render: (v: Order['status']) => <OrderStatusTag status={v} /> },
    { title: t('colPayMethod'), dataIndex: 'pay_method', render: payMethodText },
    { title: t('colPaidAt'), dataIndex: 'paid_at', render: when },
    { title: t('colCreated'), dataIndex: 'created_at', render: when },
    { title: t('colActions'), key: 'actions', fixed: 'right', render: (_, o) => <OrderActions order={o} /> },
  ];
  return <Table {...table} columns={columns} locale={{ emptyText: t('noOrders') }} scroll={{ x: 1100 }} />;
};
