import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { GradeRound } from '@app/contract/grade-schemas';
import { Button, Flex, message, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { confirmNotice } from '../../components/notice-dialog.js';
import { type RoundContestant, useDrawOrder, useRoundContestants, useSaveStageOrder } from './api.js';
import { moved } from './move.js';

type Props = { activityId: number; round: GradeRound };

/** The order contestants go on stage in a round: moved one place at a time, or drawn at random by the server. */
export const StageOrder = ({ activityId, round }: Props) => {
  const { t } = useTranslation('grade', { keyPrefix: 'order' });
  const contestants = useRoundContestants(activityId, round.id);
  const save = useSaveStageOrder();
  const draw = useDrawOrder();
  const list = contestants.data ?? [];
  const busy = save.isPending || draw.isPending || contestants.isFetching;

  const move = (index: number, delta: -1 | 1) =>
    save.mutate({
      activity_id: activityId,
      round_id: round.id,
      contestant_ids: moved(list, index, delta).map((c) => c.id),
    });
  const askDraw = () =>
    confirmNotice(t('drawConfirm', { round: round.name }), () =>
      draw.mutate(
        { round_id: round.id },
        { onSuccess: (order) => void message.success(t('drawn', { n: order.length }), toastSeconds) },
      ),
    );

  const columns: TableColumnsType<RoundContestant> = [
    { title: t('sort'), key: 'sort', width: 70, render: (_, __, i) => i + 1 },
    { title: t('name'), dataIndex: 'name' },
    { title: t('group'), dataIndex: 'group_name' },
    {
      title: t('move'),
      key: 'move',
      width: 90,
      render: (_, c, i) => (
        <Space size={0}>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={t('moveUp', { name: c.name })}
            disabled={i === 0 || busy}
            onClick={() => move(i, -1)}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={t('moveDown', { name: c.name })}
            disabled={i === list.length - 1 || busy}
            onClick={() => move(i, 1)}
          />
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Text type="secondary">{t('help')}</Typography.Text>
        <Button disabled={list.length < 2} loading={draw.isPending} onClick={askDraw}>
          {t('draw')}
        </Button>
      </Flex>
      <Table<RoundContestant>
        rowKey="id"
        dataSource={list}
        columns={columns}
        loading={contestants.isPending}
        pagination={false}
        size="small"
        scroll={{ y: 480 }}
        locale={{ emptyText: t('empty') }}
      />
    </Flex>
  );
};
