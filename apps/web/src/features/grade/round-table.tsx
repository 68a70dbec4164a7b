import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { type GradeRound, gradeLimits } from '@app/contract/grade-schemas';
import { Button, Flex, message, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { confirmDelete } from '../../components/confirm-delete.js';
import { useDeleteRound, useSortRounds } from './api.js';
import { moved } from './move.js';
import { RoundFormModal } from './round-form-modal.js';

type Props = {
  activityId: number;
  rounds: GradeRound[];
  current: GradeRound | undefined;
  onPick: (id: number) => void;
};

/** The rounds in show order: add, pick, change the settings, delete, and move up or down. */
export const RoundTable = ({ activityId, rounds, current, onPick }: Props) => {
  const { t } = useTranslation('grade');
  const [editing, setEditing] = useState<GradeRound | 'new' | null>(null);
  const sort = useSortRounds();
  const remove = useDeleteRound();

  const move = (index: number, delta: -1 | 1) =>
    sort.mutate({ activity_id: activityId, ids: moved(rounds, index, delta).map((r) => r.id) });
  const askDelete = (round: GradeRound) =>
    confirmDelete(t('rounds.confirmDelete', { name: round.name }), () =>
      remove.mutate({ id: round.id }, { onSuccess: () => void message.success(t('rounds.deleted'), toastSeconds) }),
    );

  const columns: TableColumnsType<GradeRound> = [
    {
      key: 'order',
      width: 80,
      render: (_, round, i) => (
        <Space size={0}>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={t('rounds.moveUp', { name: round.name })}
            disabled={i === 0 || sort.isPending}
            onClick={() => move(i, -1)}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={t('rounds.moveDown', { name: round.name })}
            disabled={i === rounds.length - 1 || sort.isPending}
            onClick={() => move(i, 1)}
          />
        </Space>
      ),
    },
    {
      title: t('rounds.name'),
      key: 'name',
      render: (_, round) =>
        round.id === current?.id ? (
          <Space>
            <strong>{round.name}</strong>
            <Tag color="blue">{t('rounds.current')}</Tag>
          </Space>
        ) : (
          <Button type="link" size="small" onClick={() => onPick(round.id)}>
            {round.name}
          </Button>
        ),
    },
    { title: t('rounds.items'), dataIndex: 'item_count', width: 80 },
    { title: t('rounds.contestants'), dataIndex: 'contestant_count', width: 80 },
    { title: t('rounds.judges'), dataIndex: 'judge_count', width: 80 },
    { title: t('rounds.scores'), dataIndex: 'score_count', width: 80 },
    {
      title: t('rounds.settings'),
      key: 'settings',
      render: (_, round) => (
        <Space size={[4, 4]} wrap>
          <Tag>{t(`reveal.${round.reveal}`)}</Tag>
          <Tag>{t(`comment.${round.comment}`)}</Tag>
          {round.judges_see_others ? <Tag>{t('round.judgesSeeOthers')}</Tag> : null}
          {round.audience_open ? <Tag color="green">{t('round.audienceOpen')}</Tag> : null}
        </Space>
      ),
    },
    {
      title: t('rounds.actions'),
      key: 'actions',
      width: 140,
      render: (_, round) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(round)}>
            {t('rounds.edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            disabled={round.score_count > 0}
            title={round.score_count > 0 ? t('rounds.scoredNoDelete') : undefined}
            onClick={() => askDelete(round)}
          >
            {t('rounds.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Button
        type="primary"
        style={{ alignSelf: 'flex-start' }}
        disabled={rounds.length >= gradeLimits.rounds}
        onClick={() => setEditing('new')}
      >
        {t('rounds.add')}
      </Button>
      <Table<GradeRound>
        rowKey="id"
        dataSource={rounds}
        columns={columns}
        pagination={false}
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('rounds.empty') }}
      />
      {editing ? (
        <RoundFormModal
          activityId={activityId}
          editing={editing}
          onSaved={(round) => onPick(round.id)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Flex>
  );
};
