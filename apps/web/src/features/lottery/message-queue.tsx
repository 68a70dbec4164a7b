import { type LotteryMessage, type LotteryMessageStatus, lotteryVerifyCodes } from '@app/contract';
import { lotteryBarrageContract } from '@app/contract/lottery';
import { Button, Flex, message, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { dateText } from '../../components/date-text.js';
import { usePagedList } from '../../components/paged-list.js';
import { useVerifyMessages } from './api.js';

/** Messages keep arriving during the event: the queue reads itself again this often. */
const refreshMs = 5000;

type Verdict = 1 | 2;
/** What each tab lets the organiser do: approve or reject the pending, take down the approved, restore the rejected. */
const verdictsOf: Record<LotteryMessageStatus, { verdict: Verdict; label: 'approve' | 'reject' | 'takeDown' }[]> = {
  pending: [
    { verdict: 1, label: 'approve' },
    { verdict: 2, label: 'reject' },
  ],
  approved: [{ verdict: 2, label: 'takeDown' }],
  rejected: [{ verdict: 1, label: 'approve' }],
};

/** One tab of the moderation queue: its messages, newest first, with their verdicts one by one or for a selection. */
export const MessageQueue = ({ activityId, status }: { activityId: number; status: LotteryMessageStatus }) => {
  const { t } = useTranslation('lottery', { keyPrefix: 'moderation' });
  const list = usePagedList(lotteryBarrageContract.msgList, {
    turn_id: activityId,
    is_verify: lotteryVerifyCodes[status],
  });
  const verify = useVerifyMessages();
  const [selected, setSelected] = useState<number[]>([]);
  const { refetch } = list.query;
  useEffect(() => {
    const timer = setInterval(() => void refetch(), refreshMs);
    return () => clearInterval(timer);
  }, [refetch]);

  const judge = (ids: number[], verdict: Verdict) =>
    verify.mutate(
      { turn_id: activityId, ids, is_verify: verdict },
      {
        onSuccess: (d) => {
          setSelected((s) => s.filter((id) => !ids.includes(id)));
          void message.success(t(verdict === 1 ? 'approved' : 'rejected', { n: d.affected }), toastSeconds);
        },
      },
    );
  const columns: TableColumnsType<LotteryMessage> = [
    {
      title: t('sender'),
      dataIndex: 'name',
      width: 160,
      render: (name: string, m) => (m.system ? <Tag color="blue">{t('systemTag')}</Tag> : name),
    },
    { title: t('text'), dataIndex: 'text' },
    { title: t('time'), dataIndex: 'created_at', width: 160, render: (at: string) => dateText(at, true) },
    {
      title: t('actions'),
      key: 'actions',
      width: 140,
      render: (_, m) => (
        <Space size={0}>
          {verdictsOf[status].map((v) => (
            <Button
              key={v.label}
              type="link"
              size="small"
              danger={v.verdict === 2}
              onClick={() => judge([m.id], v.verdict)}
            >
              {t(v.label)}
            </Button>
          ))}
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">{t('refreshing')}</Typography.Text>
        {status === 'pending' && selected.length ? (
          <Space>
            <Button type="primary" onClick={() => judge(selected, 1)}>
              {t('approveSelected')}
            </Button>
            <Button danger onClick={() => judge(selected, 2)}>
              {t('rejectSelected')}
            </Button>
          </Space>
        ) : null}
      </Flex>
      <Table<LotteryMessage>
        {...list.table}
        columns={columns}
        size="middle"
        rowSelection={
          status === 'pending'
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }
            : undefined
        }
        locale={{ emptyText: t('empty') }}
      />
    </Flex>
  );
};
