import type { PkLevel } from '@app/contract';
import { Alert, Button, Card, message, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { confirmNotice } from '../../components/notice-dialog.js';
import { useDeletePkLevel } from './pk-api.js';
import { PkLevelModal } from './pk-level-modal.js';

const linkButton = { type: 'link', size: 'small', style: { padding: 0 } } as const;

/** The PK levels in the order participants unlock them, with add, edit and delete. */
export const PkLevels = ({ activityId, levels }: { activityId: number; levels: PkLevel[] }) => {
  const { t } = useTranslation('quiz', { keyPrefix: 'pk' });
  const [editing, setEditing] = useState<PkLevel | 'new' | null>(null);
  const remove = useDeletePkLevel();
  const confirmDelete = (level: PkLevel) =>
    confirmNotice(t('levels.deleteConfirm', { name: level.name }), () =>
      remove.mutate({ id: level.id }, { onSuccess: () => void message.success(t('deleted'), toastSeconds) }),
    );

  const columns: TableColumnsType<PkLevel> = [
    { title: t('levels.order'), key: 'order', width: 96, render: (_, __, i) => t('levels.orderText', { n: i + 1 }) },
    { title: t('levels.name'), dataIndex: 'name' },
    { title: t('levels.questionCount'), dataIndex: 'question_count', width: 110, align: 'right' },
    { title: t('levels.winCorrect'), dataIndex: 'win_correct', width: 120, align: 'right' },
    {
      title: t('levels.timeLimit'),
      dataIndex: 'time_limit',
      width: 120,
      align: 'right',
      render: (s: number) => (s ? s : t('levels.noClock')),
    },
    {
      title: t('operations'),
      key: 'operations',
      width: 140,
      render: (_, level) => (
        <Space size="middle">
          <Button {...linkButton} onClick={() => setEditing(level)}>
            {t('edit')}
          </Button>
          <Button {...linkButton} danger onClick={() => confirmDelete(level)}>
            {t('delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('levels.card')}
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('levels.add')}
        </Button>
      }
    >
      <Alert type="info" showIcon title={t('levels.orderNote')} style={{ marginBottom: 16 }} />
      <Table
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={[...levels].sort((a, b) => a.sort - b.sort)}
        pagination={false}
        locale={{ emptyText: t('levels.empty') }}
      />
      {editing ? <PkLevelModal activityId={activityId} editing={editing} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
};
