import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { LotteryTier } from '@app/contract';
import { Button, Flex, Image, message, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, toastSeconds } from '../../app/api-client.js';
import { confirmNotice } from '../../components/notice-dialog.js';
import { useDeleteTier, useSaveTier } from './api.js';
import { TierFormModal } from './tier-form-modal.js';
import { movedTiers, nextSort } from './tier-order.js';

type Props = { activityId: number; tiers: LotteryTier[] };

/** The prize tiers in the order the big screen opens them: add, edit, delete, and move up or down. */
export const TierTable = ({ activityId, tiers }: Props) => {
  const { t } = useTranslation('lottery', { keyPrefix: 'tiers' });
  const [editing, setEditing] = useState<LotteryTier | 'new' | null>(null);
  const save = useSaveTier();
  const remove = useDeleteTier();

  const move = async (index: number, delta: -1 | 1) => {
    try {
      for (const tier of movedTiers(tiers, index, delta)) await save.mutateAsync({ ...tier, activity_id: activityId });
    } catch (err) {
      // The api client has already shown the msg.
      if (!(err instanceof ApiError)) throw err;
    }
  };
  const confirmDelete = (tier: LotteryTier) =>
    confirmNotice(t('confirmDelete', { name: tier.name }), () =>
      remove.mutate(
        { activity_id: activityId, id: tier.id },
        { onSuccess: () => void message.success(t('deleted'), toastSeconds) },
      ),
    );

  const columns: TableColumnsType<LotteryTier> = [
    {
      key: 'order',
      width: 80,
      render: (_, tier, i) => (
        <Space size={0}>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={t('moveUp', { name: tier.name })}
            disabled={i === 0 || save.isPending}
            onClick={() => void move(i, -1)}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={t('moveDown', { name: tier.name })}
            disabled={i === tiers.length - 1 || save.isPending}
            onClick={() => void move(i, 1)}
          />
        </Space>
      ),
    },
    { title: t('name'), dataIndex: 'name' },
    {
      title: t('prize'),
      key: 'prize',
      render: (_, tier) => (
        <Flex gap={8} align="center">
          {tier.prize_image ? <Image src={tier.prize_image} alt={tier.prize_title} width={40} /> : null}
          {tier.prize_title}
        </Flex>
      ),
    },
    { title: t('count'), dataIndex: 'count', width: 90 },
    { title: t('perSpin'), dataIndex: 'per_spin', width: 90 },
    {
      title: t('groups'),
      dataIndex: 'groups',
      render: (groups: string[]) =>
        groups.length ? groups.map((g) => <Tag key={g}>{g}</Tag>) : <Tag color="green">{t('everyone')}</Tag>,
    },
    {
      title: t('progress'),
      key: 'progress',
      width: 90,
      render: (_, tier) => t('progressValue', { won: tier.won, count: tier.count }),
    },
    {
      title: t('actions'),
      key: 'actions',
      width: 130,
      render: (_, tier) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(tier)}>
            {t('edit')}
          </Button>
          <Button type="link" size="small" danger onClick={() => confirmDelete(tier)}>
            {t('delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Button type="primary" style={{ alignSelf: 'flex-start' }} onClick={() => setEditing('new')}>
        {t('add')}
      </Button>
      <Table<LotteryTier>
        rowKey="id"
        dataSource={tiers}
        columns={columns}
        pagination={false}
        size="middle"
        locale={{ emptyText: t('empty') }}
      />
      {editing ? (
        <TierFormModal
          activityId={activityId}
          editing={editing}
          sort={nextSort(tiers)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Flex>
  );
};
