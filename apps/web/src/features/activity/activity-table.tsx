import type { ActivityStatus, ActivitySummary, List } from '@app/contract';
import { Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { kindLabelKey } from '../../components/activity-kinds.js';
import { dateText } from '../../components/date-text.js';

const statusColor: Record<ActivityStatus, string> = { draft: 'default', published: 'green', expired: 'red' };

const when = (value: string | null) => dateText(value, true);

type Props = {
  data: List<ActivitySummary> | undefined;
  loading: boolean;
  onPage: (page: number, limit: number) => void;
};

/** The activity table with server paging. */
export const ActivityTable = ({ data, loading, onPage }: Props) => {
  const { t } = useTranslation('activity');
  const columns: TableColumnsType<ActivitySummary> = [
    {
      title: t('colTitle'),
      dataIndex: 'title',
      render: (title: string, a) => (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          {a.cover ? (
            <img src={a.cover} alt="" style={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 4 }} />
          ) : null}
          {title}
        </span>
      ),
    },
    { title: t('colKind'), dataIndex: 'kind', render: (kind: number) => t(kindLabelKey(kind)) },
    {
      title: t('colStatus'),
      dataIndex: 'status',
      render: (status: ActivityStatus) => <Tag color={statusColor[status]}>{t(status)}</Tag>,
    },
    { title: t('colOnline'), dataIndex: 'is_online', render: (v: number) => (v === 1 ? t('online') : t('offline')) },
    { title: t('colJoin'), dataIndex: 'join_count', align: 'right' },
    {
      title: t('colPeriod'),
      key: 'period',
      render: (_, a) => (a.start_time || a.end_time ? `${when(a.start_time)} ~ ${when(a.end_time)}` : '-'),
    },
    { title: t('colExpires'), dataIndex: 'expires_at', render: when },
    { title: t('colCreated'), dataIndex: 'created_at', render: when },
  ];

  return (
    <Table
      rowKey="id"
      columns={columns}
      dataSource={data?.list ?? []}
      loading={loading}
      locale={{ emptyText: t('empty') }}
      scroll={{ x: 960 }}
      pagination={{
        current: data?.page ?? 1,
        pageSize: data?.limit ?? 10,
        total: data?.total ?? 0,
        showSizeChanger: true,
        showTotal: (total) => t('total', { total }),
        onChange: onPage,
      }}
    />
  );
};
