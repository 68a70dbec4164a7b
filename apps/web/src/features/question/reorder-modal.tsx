import type { Question } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, message, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { fetchWholeBank, useSortQuestions } from './api.js';
import { TypeTag } from './question-labels.js';
import { moved } from './reorder.js';

const pageSize = 20;

/**
 * Puts a bank's questions in a new order. The server takes the whole bank's order at once, so every question is
 * loaded here, moved in place, and sent together.
 */
export const ReorderModal = ({ bankId, onClose }: { bankId: number; onClose: () => void }) => {
  const { t } = useTranslation('question');
  const whole = useQuery({ queryKey: ['reorder', bankId], queryFn: () => fetchWholeBank(bankId), gcTime: 0 });
  const [order, setOrder] = useState<Question[] | null>(null);
  const [page, setPage] = useState(1);
  const sort = useSortQuestions();
  const rows = order ?? whole.data ?? [];

  const move = (from: number, to: number) => {
    setOrder(moved(rows, from, to));
    setPage(Math.floor(Math.max(0, Math.min(rows.length - 1, to)) / pageSize) + 1);
  };

  const save = () =>
    sort.mutate(
      { bank_id: bankId, ids: rows.map((q) => q.id) },
      {
        onSuccess: () => {
          void message.success(t('sortSaved'), toastSeconds);
          onClose();
        },
      },
    );

  const columns: TableColumnsType<Question> = [
    { title: t('seq'), key: 'seq', width: 64, render: (_, __, i) => (page - 1) * pageSize + i + 1 },
    {
      title: t('questionType'),
      dataIndex: 'type',
      width: 96,
      render: (type: Question['type']) => <TypeTag type={type} />,
    },
    { title: t('stem'), dataIndex: 'stem', ellipsis: true },
    {
      title: t('operations'),
      key: 'operations',
      width: 240,
      render: (_, __, i) => {
        const at = (page - 1) * pageSize + i;
        const last = rows.length - 1;
        const label = (what: string) => `${what} ${at + 1}`;
        return (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              disabled={at === 0}
              onClick={() => move(at, at - 1)}
              aria-label={label(t('moveUp'))}
            >
              {t('moveUp')}
            </Button>
            <Button
              type="link"
              size="small"
              disabled={at === last}
              onClick={() => move(at, at + 1)}
              aria-label={label(t('moveDown'))}
            >
              {t('moveDown')}
            </Button>
            <Button
              type="link"
              size="small"
              disabled={at === 0}
              onClick={() => move(at, 0)}
              aria-label={label(t('moveTop'))}
            >
              {t('moveTop')}
            </Button>
            <Button
              type="link"
              size="small"
              disabled={at === last}
              onClick={() => move(at, last)}
              aria-label={label(t('moveBottom'))}
            >
              {t('moveBottom')}
            </Button>
          </Space>
        );
      },
    },
  ];

  return (
    <Modal
      open
      width={900}
      title={t('reorderTitle')}
      okText={t('save')}
      cancelText={t('common:cancel')}
      okButtonProps={{ disabled: !whole.data }}
      confirmLoading={sort.isPending}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('reorderHint')}</Typography.Paragraph>
      <Table
        rowKey="id"
        size="small"
        loading={whole.isPending}
        dataSource={rows}
        columns={columns}
        pagination={{ current: page, pageSize, onChange: setPage, showSizeChanger: false }}
      />
    </Modal>
  );
};
