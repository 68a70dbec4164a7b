import { type ActivityStatus, type ActivitySummary, isOpenKind } from '@app/contract';
import { Flex, Table, type TableColumnsType, type TableProps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { kindLabelKey } from '../../components/activity-kinds.js';
import { ComingTag } from '../../components/coming-tag.js';
import { dateText } from '../../components/date-text.js';
import { StatusTag } from '../../components/status-tag.js';

const when = (value: string | null) => dateText(value, true);

type Props = { table: TableProps<ActivitySummary>; actions: (activity: ActivitySummary) => ReactNode };

/** The activity table; paging and rows come from the shared list adapter, each row's actions from the page. */
export const ActivityTable = ({ table, actions }: Props) => {
  const { t } = useTranslation('activity');
  const columns: TableColumnsType<ActivitySummary> = [
    {
      title: t('colTitle'),
      dataIndex: 'title',
      // One line whatever the name's length: the whole name is in the tooltip.
      width: 260,
      render: (title: string, a) => (
        <Flex align="center" gap={8}>
          {a.cover ? (
            <img
              src={a.cover}
              alt=""
              style={{ width: 40, height: 40, flex: 'none', objectFit: 'cover', borderRadius: 4 }}
            />
          ) : null}
          <Typography.Text ellipsis={{ tooltip: title }} style={{ minWidth: 0 }}>
            {title}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('colKind'),
      dataIndex: 'kind',
      width: 150,
      render: (kind: number) => (
        <Flex vertical align="start" gap={4}>
          {t(kindLabelKey(kind))}
          {isOpenKind(kind) ? null : <ComingTag />}
        </Flex>
      ),
    },
    {
      title: t('colStatus'),
      dataIndex: 'status',
      render: (status: ActivityStatus) => <StatusTag status={status} />,
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
    { title: t('colActions'), key: 'actions', fixed: 'right', width: 220, render: (_, a) => actions(a) },
  ];

  return <Table {...table} columns={columns} locale={{ emptyText: t('empty') }} scroll={{ x: 1180 }} />;
};
