import { gradeRoundContract } from '@app/contract/grade';
import { type GradeItem, type GradeRound, gradeLimits } from '@app/contract/grade-schemas';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddItem, useEditItem } from './api.js';
import { GradeFormModal } from './grade-form-modal.js';

type Values = Pick<GradeItem, 'name' | 'min' | 'max' | 'step' | 'weight' | 'description'>;
type Props = { round: GradeRound; editing: GradeItem | 'new'; locked: boolean; onClose: () => void };

const blank: Values = { name: '', min: 0, max: 10, step: 1, weight: 1, description: '' };
const valuesOf = ({ name, min, max, step, weight, description }: GradeItem): Values => ({
  name,
  min,
  max,
  step,
  weight,
  description,
});

/** Adds a scoring item or edits one; a scored round's items keep their range, step and weight (the server says so too). */
export const ItemFormModal = ({ round, editing, locked, onClose }: Props) => {
  const { t } = useTranslation('grade', { keyPrefix: 'items' });
  const add = useAddItem();
  const edit = useEditItem();
  const isNew = editing === 'new';
  const number = (name: keyof Values, max: number) => (
    <Form.Item name={name} label={t(name)} required extra={name === 'weight' ? t('weightHelp') : undefined}>
      <InputNumber
        aria-label={t(name)}
        min={0}
        max={max}
        step={name === 'step' ? 0.5 : 1}
        disabled={locked}
        style={{ width: 160 }}
      />
    </Form.Item>
  );
  const fields = (
    <>
      <Form.Item name="name" label={t('name')} required>
        <Input maxLength={20} placeholder={t('namePlaceholder')} aria-label={t('name')} />
      </Form.Item>
      {locked ? <p>{t('lockedFields')}</p> : null}
      {number('min', gradeLimits.itemMax)}
      {number('max', gradeLimits.itemMax)}
      {number('step', gradeLimits.itemMax)}
      {number('weight', gradeLimits.weightMax)}
      <Form.Item name="description" label={t('description')}>
        <Input.TextArea maxLength={100} rows={2} aria-label={t('description')} />
      </Form.Item>
    </>
  );

  return isNew ? (
    <GradeFormModal
      title={t('addTitle')}
      initialValues={blank}
      inputOf={(values) => ({ round_id: round.id, ...values })}
      schema={gradeRoundContract.addScoringItems.input}
      save={add}
      onClose={onClose}
    >
      {fields}
    </GradeFormModal>
  ) : (
    <GradeFormModal
      title={t('editTitle')}
      initialValues={valuesOf(editing)}
      inputOf={(values) => ({ id: editing.id, ...values })}
      schema={gradeRoundContract.editScoringItems.input}
      save={edit}
      onClose={onClose}
    >
      {fields}
    </GradeFormModal>
  );
};
