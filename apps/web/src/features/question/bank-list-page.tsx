import type { QuestionBank } from '@app/contract';
import { questionContract } from '@app/contract/question';
import { Button, Card, Input, message, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toastSeconds } from '../../app/api-client.js';
import { dateText } from '../../components/date-text.js';
import { confirmNotice } from '../../components/notice-dialog.js';
import { PageFrame } from '../../components/page-frame.js';
import { usePagedList } from '../../components/paged-list.js';
import { useDeleteBank } from './api.js';
import { exportBank } from './bank-files.js';
import { type BankEditing, BankFormModal } from './bank-form-modal.js';

/** /question/user_question: the organiser's own banks. */
export const BankListPage = () => {
  const { t } = useTranslation('question');
  const banks = usePagedList(questionContract.banks, {});
  const remove = useDeleteBank();
  const [editing, setEditing] = useState<BankEditing | null>(null);

  const askDelete = (b: QuestionBank) =>
    confirmNotice(t('deleteBankConfirm', { name: b.name, count: b.question_count }), () =>
      remove.mutate({ id: b.id }, { onSuccess: () => void message.success(t('deleted'), toastSeconds) }),
    );

  const columns: TableColumnsType<QuestionBank> = [
    {
      title: t('bankName'),
      dataIndex: 'name',
      render: (name: string, b) => <Link to={`/question/manage_question?id=${b.id}`}>{name}</Link>,
    },
    { title: t('bankDescription'), dataIndex: 'description', render: (d: string) => d || '-' },
    { title: t('questionCount'), dataIndex: 'question_count', align: 'right' },
    { title: t('updatedAt'), dataIndex: 'updated_at', render: (v: string) => dateText(v, true) },
    {
      title: t('operations'),
      key: 'operations',
      render: (_, b) => (
        <Space size={0} wrap>
          <Link to={`/question/manage_question?id=${b.id}`} style={{ padding: '0 8px' }}>
            {t('manageQuestions')}
          </Link>
          <Button type="link" onClick={() => setEditing(b)}>
            {t('edit')}
          </Button>
          <Button type="link" onClick={() => void exportBank(b)}>
            {t('export')}
          </Button>
          <Button type="link" danger onClick={() => askDelete(b)}>
            {t('delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <PageFrame
      title={t('myBanksTitle')}
      actions={
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('addBank')}
        </Button>
      }
    >
      <Card>
        <Input.Search
          allowClear
          maxLength={100}
          placeholder={t('searchBanks')}
          aria-label={t('searchBanks')}
          enterButton={t('search')}
          onSearch={(v) => banks.setFilters({ keywords: v.trim() || undefined })}
          style={{ maxWidth: 360, marginBottom: 16 }}
        />
        <Table {...banks.table} columns={columns} locale={{ emptyText: t('noBanks') }} />
      </Card>
      {editing ? <BankFormModal editing={editing} onClose={() => setEditing(null)} /> : null}
    </PageFrame>
  );
};
