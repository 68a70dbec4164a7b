import type { GradeConsole } from '@app/contract';
import { gradeContract } from '@app/contract/grade';
import { useMutation } from '@tanstack/react-query';
import { Form, Input, Modal, message, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-error.js';
import { callLive } from '../kit/live-api.js';

type Props = {
  score: GradeConsole['scores'][number];
  contestant: string;
  onUnlocked: () => void;
  onClose: () => void;
};

const reasonMax = 100;

/**
 * Asks the organiser why a judge's score is unlocked, then unlocks it: the judge may submit again and the reason
 * is kept beside the score it replaces. An organiser's call: a host link has no login to make it.
 */
export const ConsoleUnlock = ({ score, contestant, onUnlocked, onClose }: Props) => {
  const { t } = useTranslation('gradeLive', { keyPrefix: 'console' });
  const [form] = Form.useForm<{ reason: string }>();
  const unlock = useMutation({
    mutationFn: (reason: string) =>
      callLive(gradeContract.unlock, { score_id: score.id, reason }, { asOrganiser: true, silent: true }),
    onSuccess: () => {
      void message.success(t('unlockDone'), toastSeconds);
      onUnlocked();
      onClose();
    },
    onError: (e) => void message.error(e.message, toastSeconds),
  });
  const submit = async () => {
    const { reason } = await form.validateFields();
    unlock.mutate(reason.trim());
  };
  return (
    <Modal
      open
      title={t('unlockTitle')}
      okText={t('unlockOk')}
      cancelText={t('cancel')}
      confirmLoading={unlock.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('unlockHelp', { judge: score.judge_name, contestant })}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ reason: '' }}>
        <Form.Item
          name="reason"
          label={t('reason')}
          rules={[{ required: true, whitespace: true, message: t('reasonRequired') }]}
        >
          <Input.TextArea maxLength={reasonMax} rows={2} placeholder={t('reasonPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
