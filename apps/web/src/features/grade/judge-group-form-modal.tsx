import { gradeContract } from '@app/contract/grade';
import type { GradeJudgeGroup, GradeRound } from '@app/contract/grade-schemas';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveJudgeGroup } from './api.js';
import { GradeFormModal } from './grade-form-modal.js';

type Props = { round: GradeRound; editing: GradeJudgeGroup | 'new'; locked: boolean; onClose: () => void };

/** Adds a judge group (name and weight) or edits one; a scored round's groups keep their weight. */
export const JudgeGroupFormModal = ({ round, editing, locked, onClose }: Props) => {
  const { t } = useTranslation('grade', { keyPrefix: 'judgeGroups' });
  const save = useSaveJudgeGroup();
  const isNew = editing === 'new';
  return (
    <GradeFormModal
      title={isNew ? t('addTitle') : t('editTitle')}
      initialValues={isNew ? { name: '', weight: 50 } : { name: editing.name, weight: editing.weight }}
      inputOf={(values) => ({ round_id: round.id, ...(isNew ? {} : { id: editing.id }), ...values })}
      schema={gradeContract.saveJudgeGroup.input}
      save={save}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('name')} required>
        <Input maxLength={10} placeholder={t('namePlaceholder')} aria-label={t('name')} />
      </Form.Item>
      {locked && !isNew ? <p>{t('lockedWeight')}</p> : null}
      <Form.Item name="weight" label={t('weight')} required extra={t('weightHelp')}>
        <InputNumber
          aria-label={t('weight')}
          min={1}
          max={100}
          precision={0}
          disabled={locked}
          style={{ width: 160 }}
        />
      </Form.Item>
    </GradeFormModal>
  );
};
