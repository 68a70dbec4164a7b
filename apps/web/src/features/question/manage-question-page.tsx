import { type Question, questionLimits } from '@app/contract';
import { questionContract } from '@app/contract/question';
import { Button, Card, Flex, message, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastSeconds } from '../../app/api-client.js';
import { confirmNotice, showNotice } from '../../components/notice-dialog.js';
import { usePagedList } from '../../components/paged-list.js';
import { useBankDetail, useDeleteQuestions } from './api.js';
import { downloadTemplate, exportBank } from './bank-files.js';
import { BankPageHeader } from './bank-page-header.js';
import { ImportButton } from './import-button.js';
import { type QuestionEditing, QuestionEditorDrawer } from './question-editor-drawer.js';
import { QuestionFilterBar } from './question-filters.js';
import { QuestionTable } from './question-table.js';
import { ReorderModal } from './reorder-modal.js';
import { RequireBankId } from './require-bank-id.js';

/** /question/manage_question?id=…: one of my banks' questions: add, edit, delete, reorder, import and export. */
export const ManageQuestionPage = () => {
  const { t } = useTranslation('question');
  return (
    <RequireBankId back={{ to: '/question/user_question', label: t('backToMyBanks') }}>
      {(bankId) => <ManageQuestions bankId={bankId} />}
    </RequireBankId>
  );
};

const ManageQuestions = ({ bankId }: { bankId: number }) => {
  const { t } = useTranslation('question');
  const navigate = useNavigate();
  const bank = useBankDetail(bankId);
  const questions = usePagedList(questionContract.list, { bank_id: bankId });
  const remove = useDeleteQuestions();
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<QuestionEditing | null>(null);
  const [reordering, setReordering] = useState(false);
  const first = ((questions.data?.page ?? 1) - 1) * (questions.data?.limit ?? 10);

  const deleteIds = (ids: number[], prompt: string) =>
    confirmNotice(prompt, () =>
      remove.mutate(
        { ids },
        {
          onSuccess: (data) => {
            void message.success(t('deletedCount', { count: data.deleted }), toastSeconds);
            setSelected((s) => s.filter((id) => !ids.includes(id)));
          },
        },
      ),
    );

  /** Batch actions need a selection within the batch limit. */
  const withSelection = (act: (ids: number[]) => void) => () => {
    if (selected.length === 0) showNotice(t('selectFirst'));
    else if (selected.length > questionLimits.batch) showNotice(t('batchTooMany'));
    else act(selected);
  };

  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <BankPageHeader
        title={t('manageTitle')}
        bankName={bank.data?.name}
        back={{ to: '/question/user_question', label: t('backToMyBanks') }}
      />
      <Card>
        <Flex gap={8} wrap style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('addQuestion')}
          </Button>
          <Button onClick={() => navigate(`/question/luru_question?id=${bankId}`)}>{t('bulkEntry')}</Button>
          <ImportButton bankId={bankId} />
          <Button onClick={() => void downloadTemplate()}>{t('downloadTemplate')}</Button>
          <Button disabled={!bank.data} onClick={() => bank.data && void exportBank(bank.data)}>
            {t('export')}
          </Button>
          <Button onClick={() => setReordering(true)}>{t('reorder')}</Button>
        </Flex>
        <QuestionFilterBar filters={questions.filters} onChange={questions.setFilters} withTag />
        <Space style={{ marginBottom: 12 }}>
          <span>{t('selectedCount', { count: selected.length })}</span>
          <Button
            size="small"
            onClick={withSelection((ids) => navigate(`/question/luruEdit_question?id=${bankId}&ids=${ids.join(',')}`))}
          >
            {t('batchEdit')}
          </Button>
          <Button
            size="small"
            danger
            onClick={withSelection((ids) => deleteIds(ids, t('deleteQuestionsConfirm', { count: ids.length })))}
          >
            {t('batchDelete')}
          </Button>
        </Space>
        <QuestionTable
          table={questions.table}
          first={first}
          selected={selected}
          onSelect={setSelected}
          onEdit={setEditing}
          onDelete={(q: Question) => deleteIds([q.id], t('deleteQuestionConfirm'))}
        />
      </Card>
      {editing ? <QuestionEditorDrawer bankId={bankId} editing={editing} onClose={() => setEditing(null)} /> : null}
      {reordering ? <ReorderModal bankId={bankId} onClose={() => setReordering(false)} /> : null}
    </Flex>
  );
};
