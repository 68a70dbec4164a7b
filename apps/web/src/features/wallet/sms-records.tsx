import { walletContract } from '@app/contract/wallet';
import { Form, Input, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../components/date-text.js';
import { FilterBar } from '../../components/filter-bar.js';
import { yuan } from '../../components/money.js';
import { type RowOf, usePagedList } from '../../components/paged-list.js';

type Row = RowOf<typeof walletContract.smsRecord>;
type Values = { phone?: string };

/** The messages sent and what each cost, filtered by phone. */
export const SmsRecords = () => {
  const { t } = useTranslation('wallet');
  const [form] = Form.useForm<Values>();
  const list = usePagedList(walletContract.smsRecord, {});
  const columns: TableColumnsType<Row> = [
    { title: t('noteManage.colPhone'), dataIndex: 'phone' },
    { title: t('noteManage.colContent'), dataIndex: 'content', ellipsis: true },
    { title: t('noteManage.colSegments'), dataIndex: 'segments', align: 'right' },
    { title: t('noteManage.colCost'), dataIndex: 'cost', align: 'right', render: yuan },
    {
      title: t('noteManage.colStatus'),
      dataIndex: 'status',
      render: (s: Row['status']) =>
        s === 'sent' ? (
          <Tag color="green">{t('noteManage.statusSent')}</Tag>
        ) : (
          <Tag color="red">{t('noteManage.statusFailed')}</Tag>
        ),
    },
    { title: t('noteManage.colTime'), dataIndex: 'created_at', render: (v: string) => dateText(v, true) },
  ];

  return (
    <>
      <FilterBar
        form={form}
        initialValues={{ phone: '' }}
        onApply={(v) => list.setFilters({ phone: v.phone?.trim() || undefined })}
      >
        <Form.Item name="phone" label={t('noteManage.phone')}>
          <Input
            allowClear
            maxLength={11}
            placeholder={t('noteManage.phonePlaceholder')}
            aria-label={t('noteManage.phone')}
          />
        </Form.Item>
      </FilterBar>
      <Table {...list.table} columns={columns} locale={{ emptyText: t('noteManage.empty') }} scroll={{ x: 760 }} />
    </>
  );
};
