import type { PkLevel } from '@app/contract';
import { pkContract } from '@app/contract/quiz';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, savedThenClose } from '../../components/form-modal.js';
import { pkPasses, useAddPkLevel, useEditPkLevel } from './pk-api.js';

type LevelValues = {
  name: string;
  question_count: number | null;
  win_correct: number | null;
  time_limit: number | null;
};
const blank: LevelValues = { name: '', question_count: 5, win_correct: 3, time_limit: 60 };

type Props = { activityId: number; editing: PkLevel | 'new'; onClose: () => void };

/** Adds a PK level (it goes last) or edits one: name, questions per match, right answers to clear, time limit. */
export const PkLevelModal = ({ activityId, editing, onClose }: Props) => {
  const { t } = useTranslation('quiz', { keyPrefix: 'pk' });
  const [form] = Form.useForm<LevelValues>();
  const add = useAddPkLevel();
  const edit = useEditPkLevel();
  const isNew = editing === 'new';

  const submit = () => {
    const v = { ...blank, ...form.getFieldsValue() };
    // A cleared number is 0 to the server, so the contract's own minimums answer it.
    const fields = {
      name: v.name,
      question_count: v.question_count ?? 0,
      win_correct: v.win_correct ?? 0,
      time_limit: v.time_limit ?? 0,
    };
    const done = savedThenClose(t('saved'), onClose);
    if (isNew) {
      const input = { ...fields, activity_id: activityId };
      if (pkPasses(pkContract.levelAdd.input, input)) add.mutate(input, done);
    } else {
      const input = { ...fields, id: editing.id };
      if (pkPasses(pkContract.levelEdit.input, input)) edit.mutate(input, done);
    }
  };

  const number = (name: keyof LevelValues, label: string, max: number, extra?: string) => (
    <Form.Item name={name} label={label} extra={extra} required>
      <InputNumber min={0} max={max} precision={0} aria-label={label} />
    </Form.Item>
  );

  return (
    <FormModal
      form={form}
      title={isNew ? t('levels.add') : t('levels.edit')}
      okText={t('save')}
      initialValues={isNew ? blank : editing}
      saving={add.isPending || edit.isPending}
      onSave={submit}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('levels.name')} required>
        <Input maxLength={20} aria-label={t('levels.name')} />
      </Form.Item>
      {number('question_count', t('levels.questionCount'), 50)}
      {number('win_correct', t('levels.winCorrect'), 50)}
      {number('time_limit', t('levels.timeLimit'), 3600, t('levels.timeLimitHelp'))}
    </FormModal>
  );
};
