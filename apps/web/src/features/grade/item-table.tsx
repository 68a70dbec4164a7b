import { fullMark } from '@app/contract/grade-result';
import { type GradeItem, type GradeRound, gradeLimits } from '@app/contract/grade-schemas';
import { Button, Flex, message, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { confirmDelete } from '../../components/confirm-delete.js';
import { useDeleteItem, useItems } from './api.js';
import { ItemFormModal } from './item-form-modal.js';

type Props = { activityId: number; round: GradeRound };

/** A round's scoring items and its full mark (Σ max × weight); once judges have scored, the items keep their ranges. */
export const ItemTable = ({ activityId, round }: Props) => {
  const { t } = useTranslation('grade', { keyPrefix: 'items' });
  const items = useItems(activityId, round.id);
  const remove = useDeleteItem();
  const [editing, setEditing] = useState<GradeItem | 'new' | null>(null);
  const list = items.data ?? [];
  const locked = round.score_count > 0;

  const askDelete = (item: GradeItem) =>
    confirmDelete(t('confirmDelete', { name: item.name }), () =>
      remove.mutate({ id: item.id }, { onSuccess: () => void message.success(t('deleted'), toastSeconds) }),
    );

  const columns: TableColumnsType<GradeItem> = [
    { title: t('name'), dataIndex: 'name' },
    { title: t('range'), key: 'range', render: (_, item) => t('rangeValue', { min: item.min, max: item.max }) },
    { title: t('step'), dataIndex: 'step', width: 80 },
    { title: t('weight'), dataIndex: 'weight', width: 80 },
    { title: t('description'), dataIndex: 'description', ellipsis: true },
    {
      title: t('actions'),
      key: 'actions',
      width: 130,
      render: (_, item) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(item)}>
            {t('edit')}
          </Button>
          <Button type="link" size="small" danger disabled={locked} onClick={() => askDelete(item)}>
            {t('delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Button
          type="primary"
          disabled={locked || list.length >= gradeLimits.itemsPerRound}
          onClick={() => setEditing('new')}
        >
          {t('add')}
        </Button>
        <Typography.Text strong>{t('fullMark', { mark: fullMark(list) })}</Typography.Text>
      </Flex>
      <Table<GradeItem>
        rowKey="id"
        dataSource={list}
        columns={columns}
        loading={items.isPending}
        pagination={false}
        size="middle"
        locale={{ emptyText: t('empty') }}
      />
      {editing ? (
        <ItemFormModal round={round} editing={editing} locked={locked} onClose={() => setEditing(null)} />
      ) : null}
    </Flex>
  );
};
