import type { PrizeTurn } from '@app/contract';
import { prizeContract } from '@app/contract/prize';
import { Checkbox, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, savedThenClose } from '../../components/form-modal.js';
import { useAddTurn, useConfigTurn } from './api.js';
import { passes } from './prize-check.js';

type TurnValues = { name: string; need_pass: boolean; day_limit: number; total_limit: number };
const blank: TurnValues = { name: '', need_pass: true, day_limit: 1, total_limit: 0 };

type Props = { activityId: number; editing: PrizeTurn | 'new'; onClose: () => void };

/** Adds a prize turn to the activity (turnAdd) or edits one's name and limits (turnConfig, status kept). */
export const TurnFormModal = ({ activityId, editing, onClose }: Props) => {
  const { t } = useTranslation('prize');
  const [form] = Form.useForm<TurnValues>();
  const add = useAddTurn();
  const config = useConfigTurn();
  const isNew = editing === 'new';

  const submit = () => {
    const values = { ...blank, ...form.getFieldsValue() };
    const done = savedThenClose(t('saved'), onClose);
    if (isNew) {
      const input = { ...values, activity_id: activityId };
      if (passes(prizeContract.turnAdd.input, input)) add.mutate(input, done);
    } else {
      const input = { ...values, turn_id: editing.id, status: editing.status };
      if (passes(prizeContract.turnConfig.input, input)) config.mutate(input, done);
    }
  };

  return (
    <FormModal
      form={form}
      title={isNew ? t('addTurn') : t('editTurn')}
      okText={t('save')}
      initialValues={isNew ? blank : editing}
      saving={add.isPending || config.isPending}
      onSave={submit}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('turnName')} required>
        <Input maxLength={30} aria-label={t('turnName')} />
      </Form.Item>
      <Form.Item name="need_pass" valuePropName="checked">
        <Checkbox>{t('needPass')}</Checkbox>
      </Form.Item>
      <Form.Item name="day_limit" label={t('dayLimit')} extra={t('limitHint')}>
        <InputNumber min={0} max={100} precision={0} aria-label={t('dayLimit')} />
      </Form.Item>
      <Form.Item name="total_limit" label={t('totalLimit')} extra={t('limitHint')}>
        <InputNumber min={0} max={1000} precision={0} aria-label={t('totalLimit')} />
      </Form.Item>
    </FormModal>
  );
};
