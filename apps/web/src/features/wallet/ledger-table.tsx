import type { BalanceKind, LedgerEntry, LedgerReason } from '@app/contract';
import { walletContract } from '@app/contract/wallet';
import { DatePicker, Form, Select, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type DayRange, toDateRange } from '../../components/date-range.js';
import { dateText } from '../../components/date-text.js';
import { FilterBar } from '../../components/filter-bar.js';
import { LedgerAmount } from '../../components/ledger-amount.js';
import { yuan } from '../../components/money.js';
import { usePagedList } from '../../components/paged-list.js';
import { kindOptions, reasonOptions } from './kind-options.js';

type Values = { kind?: '' | BalanceKind; reason?: '' | LedgerReason; range?: DayRange };

/** The ledger entries, filtered by balance, reason and days; a row opens the entry. */
export const LedgerTable = ({ kind }: { kind?: BalanceKind }) => {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const list = usePagedList(walletContract.list, { kind });
  const columns: TableColumnsType<LedgerEntry> = [
    { title: t('ledger.colTime'), dataIndex: 'created_at', render: (v: string) => dateText(v, true) },
    { title: t('ledger.colKind'), dataIndex: 'kind', render: (k: BalanceKind) => t(`kinds.${k}`) },
    { title: t('ledger.colReason'), dataIndex: 'reason', render: (r: LedgerReason) => t(`reasons.${r}`) },
    {
      title: t('ledger.colAmount'),
      dataIndex: 'amount',
      align: 'right',
      render: (v: number) => <LedgerAmount value={v} />,
    },
    { title: t('ledger.colBefore'), dataIndex: 'balance_before', align: 'right', render: yuan },
    { title: t('ledger.colAfter'), dataIndex: 'balance_after', align: 'right', render: yuan },
    { title: t('ledger.colOrder'), dataIndex: 'order_sn', render: (v: string) => v || '-' },
    { title: t('ledger.colRemark'), dataIndex: 'remark', ellipsis: true, render: (v: string) => v || '-' },
  ];

  return (
    <>
      <FilterBar
        form={form}
        initialValues={{ kind: kind ?? '', reason: '', range: null }}
        onApply={(v) =>
          list.setFilters({ kind: v.kind || undefined, reason: v.reason || undefined, ...toDateRange(v.range) })
        }
      >
        <Form.Item name="kind" label={t('ledger.kind')}>
          <Select options={kindOptions(t)} style={{ width: 140 }} aria-label={t('ledger.kind')} />
        </Form.Item>
        <Form.Item name="reason" label={t('ledger.reason')}>
          <Select options={reasonOptions(t)} style={{ width: 160 }} aria-label={t('ledger.reason')} />
        </Form.Item>
        <Form.Item name="range" label={t('ledger.range')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('startDate'), t('endDate')]} />
        </Form.Item>
      </FilterBar>
      <Table
        {...list.table}
        columns={columns}
        locale={{ emptyText: t('ledger.empty') }}
        scroll={{ x: 1000 }}
        onRow={(entry) => ({
          onClick: () => navigate(`/user/user_journalDetailNext?id=${entry.id}`),
          style: { cursor: 'pointer' },
        })}
      />
    </>
  );
};
