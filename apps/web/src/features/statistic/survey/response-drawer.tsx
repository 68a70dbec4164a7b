import { Button, Descriptions, Drawer, Image, message, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../../app/api-client.js';
import { dateText } from '../../../components/date-text.js';
import { confirmNotice } from '../../../components/notice-dialog.js';
import { useDeleteResponses, useResponse } from './api.js';

type Props = { activityId: number; responseId: number | null; onClose: () => void };

const isImage = (url: string) => /\.(png|jpe?g|gif|webp|bmp)(\?|$)/i.test(url);

/** One whole response as a person reads it, with who sent it; the organiser can delete it as junk. */
export const ResponseDrawer = ({ activityId, responseId, onClose }: Props) => {
  const { t } = useTranslation('statistic', { keyPrefix: 'survey' });
  const response = useResponse(activityId, responseId);
  const remove = useDeleteResponses();
  const data = response.data;

  const confirmDelete = () =>
    confirmNotice(t('detail.deleteConfirm'), () =>
      remove.mutate(
        { activity_id: activityId, ids: [responseId ?? 0] },
        {
          onSuccess: () => {
            void message.success(t('detail.deleted'), toastSeconds);
            onClose();
          },
        },
      ),
    );

  return (
    <Drawer
      open={responseId !== null}
      onClose={onClose}
      title={t('detail.title')}
      size={560}
      extra={
        <Button danger loading={remove.isPending} disabled={!data} onClick={confirmDelete}>
          {t('detail.delete')}
        </Button>
      }
    >
      {data ? (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('responses.name')}>{data.name || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('responses.phone')}>{data.phone || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('responses.unit')}>{data.unit || '-'}</Descriptions.Item>
            {data.score !== null && <Descriptions.Item label={t('responses.score')}>{data.score}</Descriptions.Item>}
            <Descriptions.Item label={t('responses.submittedAt')}>{dateText(data.created_at, true)}</Descriptions.Item>
          </Descriptions>
          {data.items.map((item, i) => (
            <div key={item.key}>
              <Typography.Text strong>{`${i + 1}. ${item.title}`}</Typography.Text>
              {item.files.length > 0 ? (
                <Space wrap style={{ display: 'flex', marginTop: 8 }}>
                  {item.files.map((f) =>
                    isImage(f) ? (
                      <Image key={f} src={f} width={96} />
                    ) : (
                      <a key={f} href={f} target="_blank" rel="noreferrer">
                        {f}
                      </a>
                    ),
                  )}
                </Space>
              ) : (
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>
                  {item.text || <Typography.Text type="secondary">{t('detail.unanswered')}</Typography.Text>}
                </Typography.Paragraph>
              )}
            </div>
          ))}
        </Space>
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
};
