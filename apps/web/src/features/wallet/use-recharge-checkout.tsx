import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { useRechargeCheckout as useCheckout } from '../../components/recharge-checkout.js';

/** The wallet's top-up checkout: once the balance is credited it says so. */
export const useRechargeCheckout = () => {
  const { t } = useTranslation('wallet');
  return useCheckout(() => void message.success(t('paid'), toastSeconds));
};
