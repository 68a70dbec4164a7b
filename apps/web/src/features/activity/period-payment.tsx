import type { Checkout } from '@app/contract';
import { Button, Flex, message, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { useBalanceTopUp } from '../../components/balance-top-up.js';
import { yuan } from '../../components/money.js';
import { confirmNotice } from '../../components/notice-dialog.js';
import { useOrderCheckout } from '../../components/order-checkout.js';
import {
  usePublishOnline,
  usePublishWithBalance,
  useRefreshActivities,
  useRenewOnline,
  useRenewWithBalance,
} from './api.js';
import { type PeriodChoice, PeriodRadios } from './period-choice.js';

type Props = { activityId: number; mode: 'publish' | 'renew'; choice: PeriodChoice };

const usePayments = (mode: Props['mode']) => {
  const publish = { balance: usePublishWithBalance(), online: usePublishOnline() };
  const renew = { balance: useRenewWithBalance(), online: useRenewOnline() };
  return mode === 'publish' ? publish : renew;
};

/** Buys a period online for the activity: from the general balance once the amount is confirmed, or online. */
export const PeriodPayment = ({ activityId, mode, choice }: Props) => {
  const { t } = useTranslation('activity');
  const pay = usePayments(mode);
  const refresh = useRefreshActivities();
  const done = () => void message.success(t(`${mode}Done`), toastSeconds);
  // The checkout itself refreshes balances and orders once paid; the activity's own views are refreshed here.
  const checkout = useOrderCheckout(() => {
    refresh();
    done();
  });
  const topUp = useBalanceTopUp();
  const input = { activity_id: activityId, days: choice.days };
  const amount = yuan(choice.price);

  const payWithBalance = (): void => {
    confirmNotice(t(`${mode}Confirm`, { amount, days: choice.days }), () =>
      pay.balance.mutate(input, { onSuccess: done, onError: topUp.onPayError(choice.price, payWithBalance) }),
    );
  };
  const payOnline = () => pay.online.mutate(input, { onSuccess: (c: Checkout) => checkout.show(c) });

  return (
    <Flex vertical gap={16}>
      <PeriodRadios choice={choice} />
      <Typography.Text>
        {t('amountDue')}
        <Typography.Text strong style={{ fontSize: 20, color: '#f5222d' }}>
          {amount}
        </Typography.Text>
      </Typography.Text>
      <Flex gap={12}>
        <Button type="primary" disabled={!choice.days} loading={pay.balance.isPending} onClick={payWithBalance}>
          {t('balancePay')}
        </Button>
        <Button disabled={!choice.days} loading={pay.online.isPending} onClick={payOnline}>
          {t('onlinePay')}
        </Button>
      </Flex>
      {checkout.modal}
      {topUp.modal}
    </Flex>
  );
};
