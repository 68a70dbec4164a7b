import { activityVideoContract } from '@app/contract/traffic';
import { Modal, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { type RowOf, usePagedList } from '../../components/paged-list.js';
import type { TrafficScope } from './api.js';
import { bytesText } from './bytes.js';

type Row = RowOf<typeof activityVideoContract.list>;
type Props = { activity: { id: number; title: string }; range: TrafficScope; onClose: () => void };

/** One activity's videos and the traffic each used over the page's range (ActivityVideo/list). */
export const ActivityVideosModal = ({ activity, range, onClose }: Props) => {
  const { t } = useTranslation('traffic');
  const list = usePagedList(activityVideoContract.list, {
    activity_id: activity.id,
    start_time: range.start_time ?? '',
    end_time: range.end_time ?? '',
  });
  const columns: TableColumnsType<Row> = [
    {
      title: t('videos.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <a href={row.url} target="_blank" rel="noreferrer">
          {name}
        </a>
      ),
    },
    { title: t('videos.bytes'), dataIndex: 'bytes', align: 'right', render: bytesText },
    { title: t('videos.requests'), dataIndex: 'requests', align: 'right' },
    { title: t('videos.lastDay'), dataIndex: 'last_day' },
  ];
  return (
    <Modal open width={720} footer={null} title={t('videos.title', { title: activity.title })} onCancel={onClose}>
      <Table {...list.table} rowKey="url" columns={columns} locale={{ emptyText: t('videos.empty') }} />
    </Modal>
  );
};
