import type { ActivityDetail } from '@app/contract';
import { Button, Card, Flex, Form, Input, message, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { useSaveNoPublishIcon, useSetPassword } from './api.js';

// The contract's rule: 1 to 12 letters or digits, or empty for an open activity.
const passwordPattern = /^[A-Za-z0-9]{0,12}$/;

/** Who may enter: an optional password (empty = open to everyone), and the "not published" badge of drafts. */
export const AccessCard = ({ activity }: { activity: ActivityDetail }) => {
  const { t } = useTranslation('activity');
  const setPassword = useSetPassword();
  const badge = useSaveNoPublishIcon();
  const toast = (text: string) => () => void message.success(text, toastSeconds);

  const savePassword = ({ password }: { password: string }) => {
    const value = password.trim();
    setPassword.mutate(
      { activity_id: activity.id, password: value },
      { onSuccess: toast(value ? t('passwordSet') : t('passwordCleared')) },
    );
  };

  return (
    <Card title={t('accessCard')}>
      <Form layout="vertical" initialValues={{ password: activity.password }} onFinish={savePassword}>
        <Form.Item
          name="password"
          label={t('password')}
          extra={t('passwordHint')}
          rules={[{ pattern: passwordPattern, message: t('passwordRule') }]}
        >
          <Input maxLength={12} allowClear aria-label={t('password')} placeholder={t('passwordPlaceholder')} />
        </Form.Item>
        <Button htmlType="submit" loading={setPassword.isPending}>
          {t('savePassword')}
        </Button>
      </Form>
      <Flex align="center" gap={12} style={{ marginTop: 24 }}>
        <Switch
          aria-label={t('noPublishIcon')}
          checked={activity.no_publish_icon === 1}
          loading={badge.isPending}
          onChange={(on) =>
            badge.mutate({ activity_id: activity.id, no_publish_icon: on ? 1 : 0 }, { onSuccess: toast(t('saved')) })
          }
        />
        <Typography.Text>{t('noPublishIcon')}</Typography.Text>
      </Flex>
      <Typography.Text type="secondary">{t('noPublishIconHint')}</Typography.Text>
    </Card>
  );
};
