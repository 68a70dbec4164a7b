import { Button, Card, Flex, message, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { confirmNotice } from '../../components/notice-dialog.js';
import { useResetQuotas, useResetVotes } from './api.js';

/** The two resets, each explained and confirmed first: they change every candidate or every voter at once. */
export const DangerZone = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('vote', { keyPrefix: 'danger' });
  const resetVotes = useResetVotes();
  const resetQuotas = useResetQuotas();
  const input = { activity_id: activityId };

  const clearVotes = () =>
    confirmNotice(t('voteInitConfirm'), () =>
      resetVotes.mutate(input, {
        onSuccess: (data) => void message.success(t('voteInitDone', { count: data.removed }), toastSeconds),
      }),
    );
  const resetLimits = () =>
    confirmNotice(t('userInitConfirm'), () =>
      resetQuotas.mutate(input, { onSuccess: () => void message.success(t('userInitDone'), toastSeconds) }),
    );

  return (
    <Card title={t('title')} styles={{ header: { color: '#cf1322' } }}>
      <Flex vertical gap={16}>
        <Flex gap={16} align="center" justify="space-between" wrap>
          <Typography.Text type="secondary">{t('voteInitHelp')}</Typography.Text>
          <Button danger loading={resetVotes.isPending} onClick={clearVotes}>
            {t('voteInit')}
          </Button>
        </Flex>
        <Flex gap={16} align="center" justify="space-between" wrap>
          <Typography.Text type="secondary">{t('userInitHelp')}</Typography.Text>
          <Button danger loading={resetQuotas.isPending} onClick={resetLimits}>
            {t('userInit')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
};
