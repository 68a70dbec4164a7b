import { antiCheatContract } from '@app/contract/anti-cheat';
import { Input, Modal, message, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { useEndpointChange } from '../../app/api-hooks.js';

export type BanTarget = { participantId: number; name: string };

type Props = { activityId: number; target: BanTarget | null; onClose: () => void };

/** Asks for a reason and bans the participant from the activity (noBanned/ban); their records stay listed. */
export const BanParticipantModal = ({ activityId, target, onClose }: Props) => {
  const { t } = useTranslation('statistic', { keyPrefix: 'ban' });
  const [reason, setReason] = useState('');
  const ban = useEndpointChange(antiCheatContract.ban, [antiCheatContract.info]);

  const close = () => {
    setReason('');
    onClose();
  };
  const submit = () => {
    if (!target) return;
    ban.mutate(
      { activity_id: activityId, participant_id: target.participantId, reason },
      {
        onSuccess: () => {
          void message.success(t('done'), toastSeconds);
          close();
        },
      },
    );
  };

  return (
    <Modal
      open={target !== null}
      title={t('title')}
      okText={t('ok')}
      okButtonProps={{ danger: true, loading: ban.isPending }}
      onOk={submit}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('confirm', { name: target?.name || t('anonymous') })}</Typography.Paragraph>
      <Input.TextArea
        rows={3}
        maxLength={100}
        value={reason}
        aria-label={t('reason')}
        placeholder={t('reasonPlaceholder')}
        onChange={(e) => setReason(e.target.value)}
      />
    </Modal>
  );
};
