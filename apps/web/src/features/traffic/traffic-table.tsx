import type { trafficContract } from '@app/contract/traffic';
import { Button, Flex, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RowOf, usePagedList } from '../../components/paged-list.js';
import { bytesText } from './bytes.js';

type Row = RowOf<typeof trafficContract.list>;
export type TrafficActivity = { id: number; title: string };
type Props = {
  list: ReturnType<typeof usePagedList<typeof trafficContract.list>>;
  onOnly: (activity: TrafficActivity) => void;
  onVideos: (activity: TrafficActivity) => void;
};

/** Traffic per day and activity (cdn/list), newest first; a row narrows the page to its activity or opens its videos. */
export const TrafficTable = ({ list, onOnly, onVideos }: Props) => {
  const { t } = useTranslation('traffic');
  const activityOf = (row: Row) => ({ id: row.activity_id, title: row.activity_title });
  const columns: TableColumnsType<Row> = [
    { title: t('list.day'), dataIndex: 'day', width: 120 },
    { title: t('list.activity'), dataIndex: 'activity_title', ellipsis: true },
    { title: t('list.bytes'), dataIndex: 'bytes', align: 'right', render: bytesText },
    { title: t('list.requests'), dataIndex: 'requests', align: 'right' },
    {
      title: t('list.actions'),
      key: 'actions',
      render: (_: unknown, row) => (
        <Flex gap={4}>
          <Button type="link" size="small" onClick={() => onOnly(activityOf(row))}>
            {t('list.only')}
          </Button>
          <Button type="link" size="small" onClick={() => onVideos(activityOf(row))}>
            {t('list.videos')}
          </Button>
        </Flex>
      ),
    },
  ];
  return (
    <Table
      {...list.table}
      rowKey={(row) => `${row.day}-${row.activity_id}`}
      columns={columns}
      locale={{ emptyText: t('list.empty') }}
      scroll={{ x: 760 }}
    />
  );
};
