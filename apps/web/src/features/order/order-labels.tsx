import type { OrderStatus } from '@app/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const statusColor: Record<OrderStatus, string> = {
  unpaid: 'orange',
  paid: 'green',
  closed: 'default',
  refunded: 'purple',
};

export const OrderStatusTag = ({ status }: { status: OrderStatus }) => {
  const { t } = useTranslation('order');
  return <Tag color={statusColor[status]}>{t(`status.${status}`)}</Tag>;
};

/** How an order was paid, '-' while unpaid; an unknown provider shows its own name. */
export const usePayMethodText = () => {
  const { t } = useTranslation('order');
  return (method: string) => (method ? t(`payMethod.${method}`, { defaultValue: method }) : '-');
};

/** Order numbers run to 20 digits; their column keeps each on one line. */
export const orderSnWidth = 200;
