import { type Checkout, toFen, toYuan } from '@app/contract';
import { Button, Flex, message, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { useBalanceTopUp } from '../../components/balance-top-up.js';
import { yuan } from '../../components/money.js';
import { confirmNotice } from '../../components/notice-dialog.js';
import { useOrderCheckout } from '../../components/order-checkout.js';
import {
  usePublishOnline,
  usePublishUnionOnline,
  usePublishUnionWithBalance,
  usePublishWithBalance,
  useRefreshActivities,
  useRenewOnline,
  useRenewWithBalance,
} from './api.js';
import { type PeriodChoice, PeriodRadios } from './period-choice.js';
import { type PublishAddOns, PublishAddOnsChoice } from './publish-add-ons.js';

type Props = {
  activityId: number;
  mode: 'publish' | 'renew';
  choice: PeriodChoice;
  /** What publishing buys with it; with anything chosen, one union order pays for all. */
  addOns?: PublishAddOns;
};

const usePayments = (mode: Props['mode'], withAddOns: boolean) => {
  const publish = { balance: usePublishWithBalance(), online: usePublishOnline() };
  const union = { balance: usePublishUnionWithBalance(), online: usePublishUnionOnline() };
  const renew = { balance: useRenewWithBalance(), online: useRenewOnline() };
  if (mode === 'renew') return renew;
  return withAddOns ? union : publish;
};

/** Buys a period online for the activity: from the general balance once the amount is confirmed, or online. */
export const PeriodPayment = ({ activityId, mode, choice, addOns }: Props) => {
  const { t } = useTranslation('activity');
  const withAddOns = addOns?.chosen ?? false;
  const pay = usePayments(mode, withAddOns);
  const refresh = useRefreshActivities();
  const done = () => void message.success(t(`${mode}Done`), toastSeconds);
  // The checkout itself refreshes balances and orders once paid; the activity's own views are refreshed here.
  const checkout = useOrderCheckout(() => {
    refresh();
    done();
  });
  const topUp = useBalanceTopUp();
  const input = { activity_id: activityId, days: choice.days, ...(withAddOns ? addOns?.input : {}) };
  const price = toYuan(toFen(choice.price) + toFen(withAddOns ? (addOns?.price ?? 0) : 0));
  const amount = yuan(price);

  const payWithBalance = (): void => {
    confirmNotice(t(withAddOns ? 'unionConfirm' : `${mode}Confirm`, { amount, days: choice.days }), () =>
      pay.balance.mutate(input, { onSuccess: done, onError: topUp.onPayError(price, payWithBalance) }),
    );
  };
  const payOnline = () => pay.online.mutate(input, { onSuccess: (c: Checkout) => checkout.show(c) });

  return (
    <Flex vertical gap={16}>
      <PeriodRadios choice={choice} />
      {addOns && <PublishAddOnsChoice addOns={addOns} />}
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
