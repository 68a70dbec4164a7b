import type { MoreQuestion } from '@app/contract';
import { Button, Card, message, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { confirmNotice } from '../../components/notice-dialog.js';
import { useDeleteMoreQuestion, useSortMoreQuestions } from './more-api.js';
import { MoreQuestionModal } from './more-question-modal.js';

const linkButton = { type: 'link', size: 'small', style: { padding: 0 } } as const;

/** The extra questions in the order participants see them, with add, edit, delete and moving up or down. */
export const MoreQuestionList = ({ activityId, questions }: { activityId: number; questions: MoreQuestion[] }) => {
  const { t } = useTranslation('quiz', { keyPrefix: 'more' });
  const [editing, setEditing] = useState<MoreQuestion | 'new' | null>(null);
  const remove = useDeleteMoreQuestion();
  const sort = useSortMoreQuestions();
  const ids = questions.map((q) => q.id);

  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    sort.mutate({ activity_id: activityId, ids: next });
  };
  const confirmDelete = (question: MoreQuestion) =>
    confirmNotice(t('deleteConfirm', { stem: question.stem }), () =>
      remove.mutate({ id: question.id }, { onSuccess: () => void message.success(t('deleted'), toastSeconds) }),
    );

  const columns: TableColumnsType<MoreQuestion> = [
    { title: t('stem'), dataIndex: 'stem' },
    { title: t('type'), dataIndex: 'type', width: 90, render: (type: MoreQuestion['type']) => t(`types.${type}`) },
    { title: t('options'), dataIndex: 'options', render: (options: string[]) => options.join(' / ') },
    {
      title: t('required'),
      dataIndex: 'required',
      width: 70,
      render: (required: boolean) => (required ? t('requiredYes') : t('requiredNo')),
    },
    {
      title: t('operations'),
      key: 'operations',
      width: 200,
      render: (_, question, index) => (
        <Space size="middle">
          <Button {...linkButton} disabled={index === 0 || sort.isPending} onClick={() => move(index, -1)}>
            {t('moveUp')}
          </Button>
          <Button {...linkButton} disabled={index === ids.length - 1 || sort.isPending} onClick={() => move(index, 1)}>
            {t('moveDown')}
          </Button>
          <Button {...linkButton} onClick={() => setEditing(question)}>
            {t('edit')}
          </Button>
          <Button {...linkButton} danger onClick={() => confirmDelete(question)}>
            {t('delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('questionsCard')}
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('add')}
        </Button>
      }
    >
      <Table
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={questions}
        pagination={false}
        locale={{ emptyText: t('empty') }}
      />
      {editing ? (
        <MoreQuestionModal activityId={activityId} editing={editing} onClose={() => setEditing(null)} />
      ) : null}
    </Card>
  );
};
