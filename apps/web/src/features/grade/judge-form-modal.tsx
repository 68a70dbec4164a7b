import { gradeContract } from '@app/contract/grade';
import type { GradeJudge, GradeRound } from '@app/contract/grade-schemas';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveJudge } from './api.js';
import { GradeFormModal } from './grade-form-modal.js';

type Props = { round: GradeRound; editing: GradeJudge | 'new'; onClose: () => void };

/** Adds a judge to the round (the server gives them a link of their own) or edits one's name and title. */
export const JudgeFormModal = ({ round, editing, onClose }: Props) => {
  const { t } = useTranslation('grade', { keyPrefix: 'judges' });
  const save = useSaveJudge();
  const isNew = editing === 'new';
  return (
    <GradeFormModal
      title={isNew ? t('addTitle') : t('editTitle')}
      initialValues={isNew ? { name: '', title: '' } : { name: editing.name, title: editing.title }}
      inputOf={(values) => ({ round_id: round.id, ...(isNew ? {} : { id: editing.id }), ...values })}
      schema={gradeContract.saveJudge.input}
      save={save}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('name')} required>
        <Input maxLength={20} aria-label={t('name')} />
      </Form.Item>
      <Form.Item name="title" label={t('titleLabel')}>
        <Input maxLength={20} placeholder={t('titlePlaceholder')} aria-label={t('titleLabel')} />
      </Form.Item>
    </GradeFormModal>
  );
};
