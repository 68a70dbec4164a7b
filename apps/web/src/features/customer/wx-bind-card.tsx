import type { CustomerInfo } from '@app/contract';
import { customerContract } from '@app/contract/customer';
import { Button, Card, Flex, Modal, message, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { useEndpointMutation } from '../../app/api-hooks.js';
import { useProfileSaved } from './use-customer-info.js';

/**
 * Binds the account to a WeChat identity. Without a WeChat authorisation code the server's WeChat
 * interface decides who is bound (its offline default binds a test identity).
 */
export const WxBindCard = ({ info }: { info: CustomerInfo }) => {
  const { t } = useTranslation('customer');
  const bind = useEndpointMutation(customerContract.wxBind);
  const saved = useProfileSaved();
  const bound = Boolean(info.wx_nickname);

  // A refusal was already shown by the api client; the dialog just closes.
  const change = (unbind: boolean) =>
    bind.mutateAsync({ code: '', unbind }).then(
      (data) => {
        saved(data);
        void message.success(t(unbind ? 'wxUnbound' : 'wxBoundToast'), toastSeconds);
      },
      () => undefined,
    );

  const confirmUnbind = () =>
    Modal.confirm({
      title: t('common:notice'),
      content: t('wxUnbindConfirm'),
      okText: t('common:ok'),
      cancelText: t('common:cancel'),
      onOk: () => change(true),
    });

  return (
    <Card title={t('wechat')}>
      <Flex align="center" gap={16} wrap>
        {bound ? (
          <>
            <Tag color="green">{t('wxBound')}</Tag>
            <Typography.Text strong>{info.wx_nickname}</Typography.Text>
            <Button danger loading={bind.isPending} onClick={confirmUnbind} autoInsertSpace={false}>
              {t('wxUnbind')}
            </Button>
          </>
        ) : (
          <>
            <Typography.Text type="secondary">{t('wxNotBound')}</Typography.Text>
            <Button type="primary" loading={bind.isPending} onClick={() => void change(false)} autoInsertSpace={false}>
              {t('wxBind')}
            </Button>
          </>
        )}
      </Flex>
    </Card>
  );
};
