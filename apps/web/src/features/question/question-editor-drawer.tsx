import type { Question } from '@app/contract';
import { Button, Drawer, message, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { showNotice } from '../../components/notice-dialog.js';
import { useAddQuestion, useEditQuestion } from './api.js';
import { draftOf, draftProblem, emptyDraft } from './question-draft.js';
import { QuestionForm } from './question-form.js';

/** A question being edited, or 'new' for one being added. */
export type QuestionEditing = Question | 'new';

type Props = { bankId: number; editing: QuestionEditing; onClose: () => void };

/** Adds a question to the bank or edits one, in a drawer beside the list. */
export const QuestionEditorDrawer = ({ bankId, editing, onClose }: Props) => {
  const { t } = useTranslation('question');
  const [draft, setDraft] = useState(() => (editing === 'new' ? emptyDraft() : draftOf(editing)));
  const add = useAddQuestion();
  const edit = useEditQuestion();
  const title = editing === 'new' ? t('addQuestion') : t('editQuestion');

  const save = () => {
    const problem = draftProblem(draft);
    if (problem) {
      showNotice(problem);
      return;
    }
    const done = {
      onSuccess: () => {
        void message.success(t('saved'), toastSeconds);
        onClose();
      },
    };
    if (editing === 'new') add.mutate({ ...draft, bank_id: bankId }, done);
    else edit.mutate({ ...draft, id: editing.id }, done);
  };

  return (
    <Drawer
      open
      title={title}
      size={720}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="primary" loading={add.isPending || edit.isPending} onClick={save}>
            {t('save')}
          </Button>
        </Space>
      }
    >
      <QuestionForm value={draft} onChange={setDraft} />
    </Drawer>
  );
};
