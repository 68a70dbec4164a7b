import type { DataOf } from '@app/contract';
import { orderContract } from '@app/contract/order';
import { Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../components/date-text.js';
import { yuan } from '../../components/money.js';
import { usePagedList } from '../../components/paged-list.js';

type Invoice = DataOf<typeof orderContract.invoiceList>['list'][number];

const statusColor: Record<Invoice['status'], string> = { pending: 'blue', issued: 'green', rejected: 'red' };

/** The invoices requested, with the orders each covers and where it stands. */
export const InvoiceRecords = () => {
  const { t } = useTranslation('order');
  const list = usePagedList(orderContract.invoiceList, {});
  const columns: TableColumnsType<Invoice> = [
    { title: t('invoiceTitle'), dataIndex: 'title' },
    { title: t('colTaxNo'), dataIndex: 'tax_no', render: (v: string) => v || '-' },
    { title: t('colAmount'), dataIndex: 'amount', align: 'right', render: yuan },
    { title: t('colOrderSns'), dataIndex: 'order_sns', render: (v: string[]) => v.join(', ') },
    {
      title: t('colStatus'),
      dataIndex: 'status',
      render: (v: Invoice['status']) => <Tag color={statusColor[v]}>{t(`invoiceStatus.${v}`)}</Tag>,
    },
    { title: t('colTime'), dataIndex: 'created_at', render: (v: string) => dateText(v, true) },
  ];
  return <Table {...list.table} columns={columns} locale={{ emptyText: t('noInvoices') }} scroll={{ x: 900 }} />;
};
