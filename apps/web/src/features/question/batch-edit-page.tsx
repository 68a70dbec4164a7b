import type { Question } from '@app/contract';
import { Button, Card, Empty, Flex, message, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastSeconds } from '../../app/api-client.js';
import { showNotice } from '../../components/notice-dialog.js';
import { useBankDetail, useBatchEdit, useQuestionsById } from './api.js';
import { BankPageHeader } from './bank-page-header.js';
import { draftOf, draftProblem, type QuestionDraft } from './question-draft.js';
import { QuestionForm } from './question-form.js';
import { RequireBankId } from './require-bank-id.js';
import { useIdListParam } from './use-id-param.js';

/** /question/luruEdit_question?id=…&ids=1,2,3: the chosen questions as forms, saved together (all or none). */
export const BatchEditPage = () => {
  const { t } = useTranslation('question');
  return (
    <RequireBankId back={{ to: '/question/user_question', label: t('backToMyBanks') }}>
      {(bankId) => <BatchEdit bankId={bankId} />}
    </RequireBankId>
  );
};

const BatchEdit = ({ bankId }: { bankId: number }) => {
  const { t } = useTranslation('question');
  const bank = useBankDetail(bankId);
  const loaded = useQuestionsById(useIdListParam());
  const manage = `/question/manage_question?id=${bankId}`;
  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <BankPageHeader
        title={t('batchEditTitle')}
        bankName={bank.data?.name}
        back={{ to: manage, label: t('backToManage') }}
      />
      {loaded.isPending ? (
        <Spin />
      ) : loaded.questions.length === 0 ? (
        <Empty description={t('nothingToEdit')} />
      ) : (
        <DraftCards questions={loaded.questions} manage={manage} />
      )}
    </Flex>
  );
};

/** One form per question; the drafts start from the loaded questions and are sent together. */
const DraftCards = ({ questions, manage }: { questions: Question[]; manage: string }) => {
  const { t } = useTranslation('question');
  const navigate = useNavigate();
  const save = useBatchEdit();
  const [drafts, setDrafts] = useState<QuestionDraft[]>(() => questions.map(draftOf));

  const saveAll = () => {
    for (const [i, d] of drafts.entries()) {
      const problem = draftProblem(d);
      if (problem) {
        showNotice(t('questionProblem', { n: i + 1, problem }));
        return;
      }
    }
    save.mutate(
      { questions: drafts.map((d, i) => ({ ...d, id: questions[i]?.id ?? 0 })) },
      {
        onSuccess: (data) => {
          void message.success(t('batchSaved', { count: data.edited }), toastSeconds);
          navigate(manage);
        },
      },
    );
  };

  return (
    <>
      {drafts.map((d, i) => (
        <Card key={questions[i]?.id} title={t('questionN', { n: i + 1 })} data-testid="question-card">
          <QuestionForm value={d} onChange={(next) => setDrafts((all) => all.map((x, j) => (j === i ? next : x)))} />
        </Card>
      ))}
      <Flex
        justify="flex-end"
        gap={12}
        style={{ position: 'sticky', bottom: 0, padding: '12px 0', background: '#fff' }}
      >
        <Button onClick={() => navigate(manage)}>{t('common:cancel')}</Button>
        <Button type="primary" loading={save.isPending} onClick={saveAll}>
          {t('save')}
        </Button>
      </Flex>
    </>
  );
};
