import type { Checkout } from '@app/contract';
import { orderContract } from '@app/contract/order';
import { useState } from 'react';
import { callApi } from '../app/api-client.js';
import { CheckoutModal } from './checkout-modal.js';
import { useAfterPayment } from './use-after-payment.js';

type Pending = { checkout: Checkout };

/**
 * Paying an order online: `show` opens its checkout, which asks Order/payStatus until the order is paid (then
 * it closes, every page showing what the payment changed reads it again, and `onPaid` runs) or closed unpaid.
 */
export const useOrderCheckout = (onPaid: () => void) => {
  const [pending, setPending] = useState<Pending | null>(null);
  const [closed, setClosed] = useState(false);
  const afterPayment = useAfterPayment();

  // Silent: a failed poll is simply tried again.
  const isPaid = async () => {
    if (!pending) return false;
    const order = await callApi(orderContract.payStatus, { order_sn: pending.checkout.order_sn }, { silent: true });
    setClosed(order.status === 'closed');
    return order.status === 'paid';
  };

  const modal = (
    <CheckoutModal
      checkout={pending?.checkout ?? null}
      closed={closed}
      isPaid={isPaid}
      onPaid={() => {
        setPending(null);
        afterPayment();
        onPaid();
      }}
      onClose={() => setPending(null)}
    />
  );
  const show = (checkout: Checkout) => {
    setClosed(false);
    setPending({ checkout });
  };
  return { show, modal };
};
