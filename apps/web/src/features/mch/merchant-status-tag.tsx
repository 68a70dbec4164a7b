import type { Merchant } from '@app/contract';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

const colors: Record<Merchant['status'], string> = { untested: 'default', ok: 'green', failed: 'red' };

/** Whether the merchant's last test went through; a failure shows why on hover. */
export const MerchantStatusTag = ({ merchant }: { merchant: Merchant }) => {
  const { t } = useTranslation('mch');
  const tag = <Tag color={colors[merchant.status]}>{t(`statuses.${merchant.status}`)}</Tag>;
  return merchant.status === 'failed' ? <Tooltip title={merchant.test_msg}>{tag}</Tooltip> : tag;
};
