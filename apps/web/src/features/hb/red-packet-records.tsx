import { hbRecordTypes, type LedgerEntry } from '@app/contract';
import { hbContract } from '@app/contract/hb';
import { DatePicker, Form, Select, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DayRange, toDateRange } from '../../components/date-range.js';
import { dateText } from '../../components/date-text.js';
import { FilterBar } from '../../components/filter-bar.js';
import { LedgerAmount } from '../../components/ledger-amount.js';
import { yuan } from '../../components/money.js';
import { usePagedList } from '../../components/paged-list.js';

type RecordType = (typeof hbRecordTypes)[number];
type Values = { type: '' | RecordType; range: DayRange };

/** The red-packet balance's changes by type and days; `only` fixes the type (the top-up page's top-ups). */
export const RedPacketRecords = ({ only }: { only?: RecordType }) => {
  const { t } = useTranslation('hb');
  const [form] = Form.useForm<Values>();
  const list = usePagedList(hbContract.record, { type: only ?? '' });
  const columns: TableColumnsType<LedgerEntry> = [
    { title: t('records.colTime'), dataIndex: 'created_at', render: (v: string) => dateText(v, true) },
    { title: t('records.colType'), dataIndex: 'reason', render: (r: RecordType) => t(`types.${r}`) },
    {
      title: t('records.colAmount'),
      dataIndex: 'amount',
      align: 'right',
      render: (v: number) => <LedgerAmount value={v} />,
    },
    { title: t('records.colAfter'), dataIndex: 'balance_after', align: 'right', render: yuan },
    { title: t('records.colOrder'), dataIndex: 'order_sn', render: (v: string) => v || '-' },
    { title: t('records.colRemark'), dataIndex: 'remark', ellipsis: true, render: (v: string) => v || '-' },
  ];
  const typeOptions = [
    { value: '', label: t('records.all') },
    ...hbRecordTypes.map((r) => ({ value: r, label: t(`types.${r}`) })),
  ];

  return (
    <>
      <FilterBar
        form={form}
        initialValues={{ type: only ?? '', range: null }}
        onApply={(v) => list.setFilters({ type: v.type, ...toDateRange(v.range) })}
      >
        {only ? null : (
          <Form.Item name="type" label={t('records.type')}>
            <Select options={typeOptions} style={{ width: 160 }} aria-label={t('records.type')} />
          </Form.Item>
        )}
        <Form.Item name="range" label={t('records.range')}>
          <DatePicker.RangePicker
            allowEmpty={[true, true]}
            placeholder={[t('records.startDate'), t('records.endDate')]}
          />
        </Form.Item>
      </FilterBar>
      <Table {...list.table} columns={columns} locale={{ emptyText: t('records.empty') }} scroll={{ x: 900 }} />
    </>
  );
};
