import { type Checkout, contract } from '@app/contract';
import { message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, toastSeconds } from '../../app/api-client.js';
import { CheckoutModal } from '../../components/checkout-modal.js';
import { useAfterPayment } from '../../components/use-after-payment.js';

/**
 * Paying a top-up: `show` opens its checkout, which asks getCustomerRec until the provider's notification has
 * credited the balance (then it closes, says so and every page showing money reads it again) or the order closed.
 */
export const useRechargeCheckout = () => {
  const { t } = useTranslation('wallet');
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [closed, setClosed] = useState(false);
  const afterPayment = useAfterPayment();

  const isPaid = async () => {
    if (!checkout) return false;
    const record = await callApi(contract.wallet.rechargeStatus, { order_sn: checkout.order_sn }, { silent: true });
    setClosed(record.status === 'closed');
    return record.status === 'paid';
  };

  const modal = (
    <CheckoutModal
      checkout={checkout}
      closed={closed}
      isPaid={isPaid}
      onPaid={() => {
        setCheckout(null);
        void message.success(t('paid'), toastSeconds);
        afterPayment();
      }}
      onClose={() => setCheckout(null)}
    />
  );
  const show = (next: Checkout) => {
    setClosed(false);
    setCheckout(next);
  };
  return { show, modal };
};
