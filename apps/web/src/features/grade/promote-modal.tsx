import { gradeContract } from '@app/contract/grade';
import type { GradeRound } from '@app/contract/grade-schemas';
import { Form, InputNumber, message, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { FormModal } from '../../components/form-modal.js';
import { showNotice } from '../../components/notice-dialog.js';
import { usePromote } from './api.js';
import { passes } from './grade-check.js';

type Values = { to_round_id: number | null; top: number | null };
type Props = { round: GradeRound; rounds: GradeRound[]; onClose: () => void };

/** Puts the round's top N (ties at the cut all go through) into another round, after its own contestants. */
export const PromoteModal = ({ round, rounds, onClose }: Props) => {
  const { t } = useTranslation('grade', { keyPrefix: 'promote' });
  const [form] = Form.useForm<Values>();
  const promote = usePromote();
  const targets = rounds.filter((r) => r.id !== round.id);
  const initialValues: Values = { to_round_id: targets.find((r) => r.sort > round.sort)?.id ?? null, top: null };

  const submit = () => {
    const values = { ...initialValues, ...form.getFieldsValue() };
    const to = targets.find((r) => r.id === values.to_round_id);
    if (!to) return showNotice(t('pickRound'));
    const input = { round_id: round.id, to_round_id: to.id, top: values.top ?? '' };
    if (!passes(gradeContract.promote.input, input)) return;
    promote.mutate(input, {
      onSuccess: (d) => {
        void message.success(t('done', { n: d.promoted, round: to.name }), toastSeconds);
        onClose();
      },
    });
  };

  return (
    <FormModal
      form={form}
      title={t('title', { round: round.name })}
      okText={t('submit')}
      cancelText={t('cancel')}
      initialValues={initialValues}
      saving={promote.isPending}
      onSave={submit}
      onClose={onClose}
    >
      <Form.Item name="to_round_id" label={t('to')} required>
        <Select aria-label={t('to')} options={targets.map((r) => ({ value: r.id, label: r.name }))} />
      </Form.Item>
      <Form.Item name="top" label={t('top')} required extra={t('help')}>
        <InputNumber aria-label={t('top')} min={1} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </FormModal>
  );
};
