import { CheckCircleFilled } from '@ant-design/icons';
import { activityContract } from '@app/contract/activity';
import { Alert, Button, Flex, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../../app/api-hooks.js';

type Props = {
  templateId: number | null;
  onClose: () => void;
  onUse: (templateId: number) => void;
  onBlank: () => void;
  /** Why this kind cannot be created yet; the template can still be read. */
  closedNote: string | null;
};

/** A template's cover, description and what it sets up, with the two ways to start an activity. */
export const GalleryDetailModal = ({ templateId, onClose, onUse, onBlank, closedNote }: Props) => {
  const { t } = useTranslation('gallery');
  const detail = useEndpointQuery(
    activityContract.templateDetail,
    { tpl_id: templateId ?? 0 },
    { enabled: templateId !== null },
  );
  const tpl = detail.data;

  return (
    <Modal
      open={templateId !== null}
      title={t('detailTitle')}
      width={720}
      onCancel={onClose}
      footer={[
        <Button key="blank" disabled={Boolean(closedNote)} onClick={onBlank}>
          {t('createBlank')}
        </Button>,
        <Button key="use" type="primary" disabled={!tpl || Boolean(closedNote)} onClick={() => tpl && onUse(tpl.id)}>
          {t('useTemplate')}
        </Button>,
      ]}
    >
      {closedNote ? <Alert type="info" showIcon style={{ marginBottom: 16 }} title={closedNote} /> : null}
      <Skeleton active loading={!tpl}>
        {tpl ? (
          <>
            <img src={tpl.cover} alt={tpl.title} style={{ width: '100%', aspectRatio: '16 / 9', borderRadius: 8 }} />
            <Typography.Title level={4}>{tpl.title}</Typography.Title>
            <Typography.Paragraph>{tpl.description}</Typography.Paragraph>
            <Typography.Text strong>{t('features')}</Typography.Text>
            <Flex vertical gap={6} style={{ marginTop: 8 }}>
              {tpl.features.map((line) => (
                <span key={line}>
                  <CheckCircleFilled style={{ color: '#22C55E', marginRight: 8 }} />
                  {line}
                </span>
              ))}
            </Flex>
          </>
        ) : null}
      </Skeleton>
    </Modal>
  );
};
