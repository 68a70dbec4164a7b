import type { ActivitySummary } from '@app/contract';
import { Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useActivityInfo } from './api.js';
import { ParticipantLink } from './participant-link.js';

type Props = { activity: ActivitySummary | null; onClose: () => void };

/** The participants' link and QR code of a list row; the list has no link, so the detail is read for it. */
export const LinkModal = ({ activity, onClose }: Props) => {
  const { t } = useTranslation('activity');
  const detail = useActivityInfo(activity?.id ?? 0).data;
  if (!activity) return null;
  return (
    <Modal open title={t('linkTitle', { title: activity.title })} footer={null} onCancel={onClose}>
      {detail?.id === activity.id ? (
        <ParticipantLink title={detail.title} link={detail.link} style={detail.qrcode_style} />
      ) : (
        <Spin style={{ display: 'block', margin: 24 }} />
      )}
    </Modal>
  );
};
