import type { Checkout } from '@app/contract';
import { walletContract } from '@app/contract/wallet';
import { useState } from 'react';
import { callApi } from '../app/api-client.js';
import { CheckoutModal } from './checkout-modal.js';
import { useAfterPayment } from './use-after-payment.js';

/**
 * Paying a top-up: `show` opens its checkout, which asks getCustomerRec until the provider's notification has
 * credited the balance (then it closes, every page showing money reads it again and `onPaid` runs) or the order
 * closed.
 */
export const useRechargeCheckout = (onPaid: () => void) => {
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [closed, setClosed] = useState(false);
  const afterPayment = useAfterPayment();

  // Silent: a failed poll is simply tried again.
  const isPaid = async () => {
    if (!checkout) return false;
    const record = await callApi(walletContract.rechargeStatus, { order_sn: checkout.order_sn }, { silent: true });
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
        afterPayment();
        onPaid();
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
