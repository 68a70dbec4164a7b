import { orderContract } from '@app/contract/order';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePagedList } from '../../components/paged-list.js';
import { OrderFilterBar } from './order-filters.js';
import { OrderTable } from './order-table.js';

/** /user/user_order: every order of the account, filtered by status and type. */
export const OrderListPage = () => {
  const { t } = useTranslation('order');
  const list = usePagedList(orderContract.record, {});
  return (
    <Flex vertical gap={24} style={{ padding: 24 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('orderTitle')}
      </Typography.Title>
      <Card>
        <OrderFilterBar filters={list.filters} onChange={list.setFilters} />
        <OrderTable table={list.table} />
      </Card>
    </Flex>
  );
};
