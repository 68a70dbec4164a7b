import type { DataOf } from '@app/contract';
import type { orderContract } from '@app/contract/order';
import { Card, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../components/date-text.js';
import { useMyServices } from './api.js';

type Entitlement = DataOf<typeof orderContract.myServices>[number];

/** The services the account has bought, with when their effect ends. */
export const MyServices = () => {
  const { t } = useTranslation('order');
  const mine = useMyServices();
  const columns: TableColumnsType<Entitlement> = [
    { title: t('colService'), dataIndex: 'name' },
    { title: t('colQuantity'), dataIndex: 'quantity', align: 'right' },
    {
      title: t('colExpires'),
      dataIndex: 'expires_at',
      render: (v: string | null) => (v ? dateText(v, true) : t('durationForever')),
    },
    { title: t('colBought'), dataIndex: 'created_at', render: (v: string) => dateText(v, true) },
  ];
  return (
    <Card title={t('myServices')}>
      <Table
        rowKey={(e) => `${e.service_id}:${e.created_at}`}
        columns={columns}
        dataSource={mine.data ?? []}
        loading={mine.isFetching}
        pagination={false}
        locale={{ emptyText: t('noMyServices') }}
      />
    </Card>
  );
};
