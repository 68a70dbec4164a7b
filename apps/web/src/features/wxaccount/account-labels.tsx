import type { WxAccount } from '@app/contract';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** What kind of account it is: mini-program, or subscription/service account, verified or not. */
export const AccountKind = ({ account }: { account: WxAccount }) => {
  const { t } = useTranslation('wxaccount');
  if (account.kind === 'mini_program') return <Tag color="purple">{t('kinds.mini_program')}</Tag>;
  return (
    <Space size={4}>
      <Tag color="blue">{t(account.service_type === 2 ? 'serviceTypes.service' : 'serviceTypes.subscription')}</Tag>
      <Tag color={account.verified ? 'green' : 'default'}>{t(account.verified ? 'verified' : 'unverified')}</Tag>
    </Space>
  );
};

export const AccountStatus = ({ status }: { status: WxAccount['status'] }) => {
  const { t } = useTranslation('wxaccount');
  return <Tag color={status === 'authorized' ? 'green' : 'red'}>{t(`statuses.${status}`)}</Tag>;
};
