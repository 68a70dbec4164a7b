import type { Checkout } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Flex, message, Radio } from 'antd';
import { useState } from 'react';
import { toastSeconds } from '../app/api-client.js';
import { useBalanceTopUp } from './balance-top-up.js';
import { confirmNotice } from './notice-dialog.js';
import { useOrderCheckout } from './order-checkout.js';
import { useAfterPayment } from './use-after-payment.js';

/** One thing on offer: its value as the server takes it (people, gigabytes…), its price in yuan and its label. */
export type PurchaseChoice = { value: number; price: number; label: string };

type Props = {
  /** Names the choices for screen readers. */
  label: string;
  choices: PurchaseChoice[];
  texts: { balancePay: string; onlinePay: string; done: string; confirm: (choice: PurchaseChoice) => string };
  /** Orders and pays the choice from the general balance at once. */
  payWithBalance: (value: number) => Promise<unknown>;
  /** Orders the choice unpaid and answers its online checkout. */
  payOnline: (value: number) => Promise<Checkout>;
};

/**
 * Picks one of a few priced choices and buys it: from the general balance after a confirmation (a short balance
 * offers the top-up of the difference, then the payment again), or online through the order checkout.
 */
export const BalanceOrOnlinePurchase = ({ label, choices, texts, payWithBalance, payOnline }: Props) => {
  const [chosen, setChosen] = useState<number>();
  const afterPayment = useAfterPayment();
  const done = () => void message.success(texts.done, toastSeconds);
  const checkout = useOrderCheckout(done);
  const topUp = useBalanceTopUp();
  const withBalance = useMutation({
    mutationFn: payWithBalance,
    onSuccess: () => {
      afterPayment();
      done();
    },
  });
  const online = useMutation({ mutationFn: payOnline, onSuccess: (pay) => checkout.show(pay) });

  const choice = choices.find((c) => c.value === chosen) ?? choices[0];
  const buyWithBalance = (): void => {
    if (!choice) return;
    confirmNotice(texts.confirm(choice), () =>
      withBalance.mutate(choice.value, { onError: topUp.onPayError(choice.price, buyWithBalance) }),
    );
  };

  return (
    <>
      <Radio.Group
        aria-label={label}
        value={choice?.value}
        onChange={(e) => setChosen(e.target.value)}
        options={choices.map((c) => ({ value: c.value, label: c.label }))}
      />
      <Flex gap={12}>
        <Button disabled={!choice} loading={withBalance.isPending} onClick={buyWithBalance}>
          {texts.balancePay}
        </Button>
        <Button
          type="primary"
          disabled={!choice}
          loading={online.isPending}
          onClick={() => choice && online.mutate(choice.value)}
        >
          {texts.onlinePay}
        </Button>
      </Flex>
      {checkout.modal}
      {topUp.modal}
    </>
  );
};
