import type { QuestionBank } from '@app/contract';
import { questionContract } from '@app/contract/question';
import { useTranslation } from 'react-i18next';
import { NameDescriptionModal } from '../../components/name-description-modal.js';
import { useAddBank, useEditBank } from './api.js';
import { questionCheck } from './question-check.js';

/** A bank being edited, or 'new' for one being created. */
export type BankEditing = QuestionBank | 'new';

/** Creates a private bank or renames one (题库名称 required, 描述 optional). */
export const BankFormModal = ({ editing, onClose }: { editing: BankEditing; onClose: () => void }) => {
  const { t } = useTranslation('question');
  const add = useAddBank();
  const edit = useEditBank();
  const isNew = editing === 'new';
  return (
    <NameDescriptionModal
      title={isNew ? t('addBank') : t('editBank')}
      initial={isNew ? { name: '', description: '' } : editing}
      labels={{
        name: t('bankName'),
        namePlaceholder: t('check.bankNameRequired'),
        description: t('bankDescription'),
        save: t('save'),
        saved: t('saved'),
      }}
      maxLength={{ name: 50, description: 200 }}
      saving={add.isPending || edit.isPending}
      problemOf={(values) =>
        isNew
          ? questionCheck(questionContract.addBank.input, values)
          : questionCheck(questionContract.editBank.input, { ...values, id: editing.id })
      }
      save={(values, done) => {
        if (isNew) add.mutate(values, { onSuccess: done });
        else edit.mutate({ ...values, id: editing.id }, { onSuccess: done });
      }}
      onClose={onClose}
    />
  );
};
