import { type Order, toFen, toYuan } from '@app/contract';
import { orderContract } from '@app/contract/order';
import { Button, Flex, message, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { dateText } from '../../components/date-text.js';
import { yuan } from '../../components/money.js';
import { showNotice } from '../../components/notice-dialog.js';
import { usePagedList } from '../../components/paged-list.js';
import { useApplyInvoice } from './api.js';
import { InvoiceForm, type InvoiceValues } from './invoice-form.js';
import { orderSnWidth } from './order-labels.js';

/** Paid orders not yet invoiced: pick some, see their total, and request one invoice for them. */
export const InvoiceableOrders = ({ onApplied }: { onApplied: () => void }) => {
  const { t } = useTranslation('order');
  const list = usePagedList(orderContract.invoiceableOrders, {});
  const [selected, setSelected] = useState<Order[]>([]);
  const [formOpen, setFormOpen] = useState(false);
  const apply = useApplyInvoice();
  const total = toYuan(selected.reduce((sum, o) => sum + toFen(o.amount), 0));

  const columns: TableColumnsType<Order> = [
    { title: t('colOrderSn'), dataIndex: 'order_sn', width: orderSnWidth },
    { title: t('colType'), dataIndex: 'type', render: (v: Order['type']) => t(`type.${v}`) },
    { title: t('colTitle'), dataIndex: 'title' },
    { title: t('colAmount'), dataIndex: 'amount', align: 'right', render: yuan },
    { title: t('colPaidAt'), dataIndex: 'paid_at', render: (v: string | null) => dateText(v, true) },
  ];
  const submit = (v: InvoiceValues) =>
    apply.mutate(
      { ...v, order_sns: selected.map((o) => o.order_sn) },
      {
        onSuccess: () => {
          void message.success(t('applied'), toastSeconds);
          setSelected([]);
          setFormOpen(false);
          onApplied();
        },
      },
    );

  return (
    <>
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Text>{t('selectedTotal', { count: selected.length, amount: yuan(total) })}</Typography.Text>
        <Button type="primary" onClick={() => (selected.length ? setFormOpen(true) : showNotice(t('chooseOrders')))}>
          {t('apply')}
        </Button>
      </Flex>
      <Table
        {...list.table}
        columns={columns}
        locale={{ emptyText: t('noInvoiceable') }}
        rowSelection={{
          selectedRowKeys: selected.map((o) => o.id),
          preserveSelectedRowKeys: true,
          onChange: (_, rows) => setSelected(rows.filter(Boolean)),
        }}
      />
      <InvoiceForm open={formOpen} sending={apply.isPending} onSubmit={submit} onCancel={() => setFormOpen(false)} />
    </>
  );
};
