import type { Challenge, PkLevel } from '@app/contract';
import { pkContract } from '@app/contract/quiz';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, savedThenClose } from '../../components/form-modal.js';
import { pkPasses, useAddHouse, useEditHouse } from './pk-api.js';

type HouseValues = { level_id?: number; name: string; correct_count: number | null; seconds: number | null };

type Props = { activityId: number; levels: PkLevel[]; editing: Challenge | 'new'; onClose: () => void };

const valuesOf = (editing: Challenge | 'new', levels: PkLevel[]): HouseValues =>
  editing === 'new'
    ? { level_id: levels[0]?.id, name: '', correct_count: 0, seconds: 0 }
    : {
        level_id: editing.level_id,
        name: editing.name,
        correct_count: editing.correct_count,
        seconds: editing.duration_ms / 1000,
      };

/** Sets the run to beat at a level before anyone has played (or edits it); the organiser gives seconds, stored as ms. */
export const HouseChallengerModal = ({ activityId, levels, editing, onClose }: Props) => {
  const { t } = useTranslation('quiz', { keyPrefix: 'pk' });
  const [form] = Form.useForm<HouseValues>();
  const add = useAddHouse();
  const edit = useEditHouse();
  const isNew = editing === 'new';

  const submit = () => {
    const v = { ...valuesOf(editing, levels), ...form.getFieldsValue() };
    const fields = {
      name: v.name,
      correct_count: v.correct_count ?? 0,
      duration_ms: Math.round((v.seconds ?? 0) * 1000),
    };
    const done = savedThenClose(t('saved'), onClose);
    if (isNew) {
      const input = { ...fields, activity_id: activityId, level_id: v.level_id ?? 0 };
      if (pkPasses(pkContract.challengeAdd.input, input)) add.mutate(input, done);
    } else {
      const input = { ...fields, id: editing.id };
      if (pkPasses(pkContract.challengeEdit.input, input)) edit.mutate(input, done);
    }
  };

  return (
    <FormModal
      form={form}
      title={isNew ? t('challenges.setHouse') : t('challenges.editHouse')}
      okText={t('save')}
      initialValues={valuesOf(editing, levels)}
      saving={add.isPending || edit.isPending}
      onSave={submit}
      onClose={onClose}
    >
      <Form.Item name="level_id" label={t('challenges.level')} required>
        <Select
          aria-label={t('challenges.level')}
          disabled={!isNew}
          options={levels.map((l) => ({ value: l.id, label: l.name }))}
        />
      </Form.Item>
      <Form.Item name="name" label={t('challenges.houseName')} required>
        <Input maxLength={20} aria-label={t('challenges.houseName')} />
      </Form.Item>
      <Form.Item name="correct_count" label={t('challenges.correctCount')} required>
        <InputNumber min={0} max={50} precision={0} aria-label={t('challenges.correctCount')} />
      </Form.Item>
      <Form.Item name="seconds" label={t('challenges.durationSeconds')} required>
        <InputNumber min={0} max={3600} step={0.1} precision={1} aria-label={t('challenges.durationSeconds')} />
      </Form.Item>
    </FormModal>
  );
};
