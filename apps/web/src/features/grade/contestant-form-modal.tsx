import { gradeActivityContract } from '@app/contract/grade';
import type { GradeContestant, GradeField, GradeGroup, GradeRound } from '@app/contract/grade-schemas';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddContestant, useEditContestant } from './api.js';
import { GradeFormModal } from './grade-form-modal.js';

type Values = {
  name: string;
  group_id: number | null;
  photo: string;
  description: string;
  values: Record<string, string>;
  round_ids: number[];
};
type Props = {
  activityId: number;
  editing: GradeContestant | 'new';
  rounds: GradeRound[];
  /** The round picked on the page: a new contestant is put in it unless unticked. */
  current: GradeRound | undefined;
  groups: GradeGroup[];
  fields: GradeField[];
  onClose: () => void;
};

const valuesOf = (c: GradeContestant): Values => ({
  name: c.name,
  group_id: c.group_id,
  photo: c.photo,
  description: c.description,
  values: c.values,
  round_ids: c.rounds.map((r) => r.round_id),
});

/** Adds a contestant or edits one: name, group, photo, description, the organiser's fields and the rounds they are in. */
export const ContestantFormModal = ({ activityId, editing, rounds, current, groups, fields, onClose }: Props) => {
  const { t } = useTranslation('grade', { keyPrefix: 'contestants' });
  const add = useAddContestant();
  const edit = useEditContestant();
  const isNew = editing === 'new';
  const initialValues: Values = isNew
    ? { name: '', group_id: null, photo: '', description: '', values: {}, round_ids: current ? [current.id] : [] }
    : valuesOf(editing);
  // Values of the fields shown only: a removed field's value would be refused (GRADE_FIELD_UNKNOWN).
  const input = (v: Values) => ({
    name: v.name,
    group_id: v.group_id ?? null,
    photo: v.photo ?? '',
    description: v.description ?? '',
    values: Object.fromEntries(fields.map((f) => [f.key, v.values?.[f.key] ?? initialValues.values[f.key] ?? ''])),
    round_ids: v.round_ids ?? [],
  });
  const items = (
    <>
      <Form.Item name="name" label={t('name')} required>
        <Input maxLength={30} aria-label={t('name')} />
      </Form.Item>
      <Form.Item name="group_id" label={t('group')}>
        <Select
          aria-label={t('group')}
          allowClear
          placeholder={t('noGroup')}
          options={groups.map((g) => ({ value: g.id, label: g.name }))}
        />
      </Form.Item>
      <Form.Item name="round_ids" label={t('rounds')}>
        <Select
          mode="multiple"
          aria-label={t('rounds')}
          options={rounds.map((r) => ({ value: r.id, label: r.name }))}
        />
      </Form.Item>
      <Form.Item name="photo" label={t('photo')}>
        <Input maxLength={500} placeholder="https://" aria-label={t('photo')} />
      </Form.Item>
      {fields.map((f) => (
        <Form.Item key={f.key} name={['values', f.key]} label={f.label}>
          <Input maxLength={100} aria-label={f.label} />
        </Form.Item>
      ))}
      <Form.Item name="description" label={t('description')}>
        <Input.TextArea maxLength={2000} rows={3} aria-label={t('description')} />
      </Form.Item>
    </>
  );

  return isNew ? (
    <GradeFormModal
      title={t('addTitle')}
      initialValues={initialValues}
      inputOf={(v) => ({ activity_id: activityId, ...input(v) })}
      schema={gradeActivityContract.addUser.input}
      save={add}
      onClose={onClose}
    >
      {items}
    </GradeFormModal>
  ) : (
    <GradeFormModal
      title={t('editTitle')}
      initialValues={initialValues}
      inputOf={(v) => ({ id: editing.id, ...input(v) })}
      schema={gradeActivityContract.editUser.input}
      save={edit}
      onClose={onClose}
    >
      {items}
    </GradeFormModal>
  );
};
