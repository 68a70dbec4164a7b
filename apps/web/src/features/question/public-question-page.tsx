import type { Question } from '@app/contract';
import { questionContract } from '@app/contract/question';
import { Button, Card, Flex, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedList } from '../../components/paged-list.js';
import { useBankDetail } from './api.js';
import { BankPageHeader } from './bank-page-header.js';
import { CopyQuestionsModal } from './copy-questions-modal.js';
import { QuestionFilterBar } from './question-filters.js';
import { QuestionView } from './question-view.js';
import { RequireBankId } from './require-bank-id.js';

/** /question/public_timu?id=…: a public bank's questions in full; chosen ones can be copied into my banks. */
export const PublicQuestionPage = () => {
  const { t } = useTranslation('question');
  return (
    <RequireBankId back={{ to: '/question/public_question', label: t('backToPublic') }}>
      {(bankId) => <PublicQuestions bankId={bankId} />}
    </RequireBankId>
  );
};

const PublicQuestions = ({ bankId }: { bankId: number }) => {
  const { t } = useTranslation('question');
  const bank = useBankDetail(bankId);
  const questions = usePagedList(questionContract.list, { bank_id: bankId });
  const [selected, setSelected] = useState<number[]>([]);
  const [copying, setCopying] = useState(false);
  const first = ((questions.data?.page ?? 1) - 1) * (questions.data?.limit ?? 10);

  const columns: TableColumnsType<Question> = [
    { title: t('stem'), key: 'question', render: (_, q, i) => <QuestionView question={q} index={first + i + 1} /> },
  ];

  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <BankPageHeader
        title={t('publicQuestionsTitle')}
        bankName={bank.data?.name}
        back={{ to: '/question/public_question', label: t('backToPublic') }}
      />
      <Card>
        <Flex justify="space-between" wrap gap={12}>
          <QuestionFilterBar filters={questions.filters} onChange={questions.setFilters} />
          <Flex gap={12} align="center" style={{ marginBottom: 16 }}>
            {selected.length > 0 ? <span>{t('selectedCount', { count: selected.length })}</span> : null}
            <Button type="primary" disabled={selected.length === 0 || !bank.data} onClick={() => setCopying(true)}>
              {t('copySelected')}
            </Button>
          </Flex>
        </Flex>
        <Table
          {...questions.table}
          columns={columns}
          rowSelection={{
            selectedRowKeys: selected,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setSelected(keys.map(Number)),
          }}
          locale={{ emptyText: t('noQuestions') }}
        />
      </Card>
      {copying && bank.data ? (
        <CopyQuestionsModal
          from={bank.data}
          questionIds={selected}
          onClose={(copied) => {
            setCopying(false);
            if (copied) setSelected([]);
          }}
        />
      ) : null}
    </Flex>
  );
};
