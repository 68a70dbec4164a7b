import { gradeContract } from '@app/contract/grade';
import type { GradeScore } from '@app/contract/grade-schemas';
import { Form, Input, message, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { FormModal } from '../../components/form-modal.js';
import { useUnlockScore } from './api.js';
import { passes } from './grade-check.js';

type Props = { score: GradeScore; contestant: string; onClose: () => void };

/** Lets a judge submit one score again; the reason is kept beside the score it replaces. */
export const UnlockModal = ({ score, contestant, onClose }: Props) => {
  const { t } = useTranslation('grade', { keyPrefix: 'unlock' });
  const [form] = Form.useForm<{ reason: string }>();
  const unlock = useUnlockScore();

  const submit = () => {
    const input = { score_id: score.id, reason: form.getFieldValue('reason') ?? '' };
    if (!passes(gradeContract.unlock.input, input)) return;
    unlock.mutate(input, {
      onSuccess: () => {
        void message.success(t('done'), toastSeconds);
        onClose();
      },
    });
  };

  return (
    <FormModal
      form={form}
      title={t('title')}
      okText={t('submit')}
      cancelText={t('cancel')}
      initialValues={{ reason: '' }}
      saving={unlock.isPending}
      onSave={submit}
      onClose={onClose}
    >
      <Typography.Paragraph>{t('help', { judge: score.judge_name, contestant })}</Typography.Paragraph>
      <Form.Item name="reason" label={t('reason')} required>
        <Input.TextArea maxLength={100} rows={2} placeholder={t('reasonPlaceholder')} aria-label={t('reason')} />
      </Form.Item>
    </FormModal>
  );
};
