import { PlusOutlined } from '@ant-design/icons';
import type { GameRound } from '@app/contract';
import { Button, Empty, Flex, message, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { confirmNotice } from '../../components/notice-dialog.js';
import { useDeleteRound } from './api.js';
import { RoundFormModal } from './round-form-modal.js';

type Props = { activityId: number; rounds: GameRound[] };

/** The rounds in play order, each with its questions and scoring; added, edited and deleted here. */
export const RoundList = ({ activityId, rounds }: Props) => {
  const { t } = useTranslation('game');
  const [editing, setEditing] = useState<GameRound | 'new' | null>(null);
  const remove = useDeleteRound();

  return (
    <Flex vertical gap={12}>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => setEditing('new')}
      >
        {t('rounds.add')}
      </Button>
      <Table<GameRound>
        rowKey="id"
        size="middle"
        pagination={false}
        dataSource={rounds}
        locale={{ emptyText: <Empty description={t('rounds.empty')} /> }}
        columns={[
          { title: t('rounds.name'), dataIndex: 'name' },
          { title: t('rounds.questions'), dataIndex: 'question_count', width: 100 },
          {
            title: t('rounds.seconds'),
            dataIndex: 'seconds',
            width: 110,
            render: (n: number) => t('rounds.secondsValue', { n }),
          },
          {
            title: t('rounds.scoring'),
            key: 'scoring',
            render: (_, r) => (
              <Space size={4} wrap>
                <Tag color={r.points_mode === 'speed' ? 'blue' : 'default'}>
                  {t(r.points_mode === 'speed' ? 'round.speed' : 'round.fixed')} · {r.base_points}
                </Tag>
                {r.streak_bonus ? <Tag color="gold">{t('round.streakBonus')}</Tag> : null}
              </Space>
            ),
          },
          {
            title: t('rounds.actions'),
            key: 'actions',
            width: 140,
            render: (_, r) => (
              <Space>
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setEditing(r)}>
                  {t('rounds.edit')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  style={{ padding: 0 }}
                  onClick={() =>
                    confirmNotice(t('rounds.confirmDelete', { name: r.name }), () =>
                      remove.mutate(
                        { id: r.id },
                        { onSuccess: () => void message.success(t('rounds.deleted'), toastSeconds) },
                      ),
                    )
                  }
                >
                  {t('rounds.delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing ? <RoundFormModal activityId={activityId} editing={editing} onClose={() => setEditing(null)} /> : null}
    </Flex>
  );
};
