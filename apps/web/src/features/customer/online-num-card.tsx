import { contract } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Flex, message, Radio, Statistic } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, toastSeconds } from '../../app/api-client.js';
import { useEndpointQuery } from '../../app/api-hooks.js';
import { useBalanceTopUp } from '../../components/balance-top-up.js';
import { yuan } from '../../components/money.js';
import { confirmNotice } from '../../components/notice-dialog.js';
import { useOrderCheckout } from '../../components/order-checkout.js';
import { useAfterPayment } from '../../components/use-after-payment.js';

/** Raises how many participants may take part at once, by one of the tenant's tiers, paid from the balance or online. */
export const OnlineNumCard = () => {
  const { t } = useTranslation('customer');
  const config = useEndpointQuery(contract.order.onlineNumConfig, {});
  const [chosen, setChosen] = useState<number>();
  const afterPayment = useAfterPayment();
  const done = () => void message.success(t('onlineNum.done'), toastSeconds);
  const checkout = useOrderCheckout(done);
  const topUp = useBalanceTopUp();
  const withBalance = useMutation({
    mutationFn: (num: number) => callApi(contract.order.onlineNumBalPay, { num }),
    onSuccess: () => {
      afterPayment();
      done();
    },
  });
  const online = useMutation({
    mutationFn: async (num: number) => {
      const order = await callApi(contract.order.onlineNumRecharge, { num });
      return callApi(contract.order.onlineNumRecPay, { order_sn: order.order_sn });
    },
    onSuccess: (pay) => checkout.show(pay),
  });

  const tiers = config.data?.tiers ?? [];
  const tier = tiers.find((x) => x.num === chosen) ?? tiers[0];
  const payWithBalance = (): void => {
    if (!tier) return;
    confirmNotice(t('onlineNum.confirmBalancePay', { amount: yuan(tier.price), num: tier.num }), () =>
      withBalance.mutate(tier.num, { onError: topUp.onPayError(tier.price, payWithBalance) }),
    );
  };
  return (
    <Card title={t('onlineNum.title')} loading={config.isLoading}>
      <Flex vertical gap={16}>
        <Statistic
          title={t('onlineNum.current')}
          value={t('onlineNum.people', { num: config.data?.online_num ?? 0 })}
        />
        <Radio.Group
          aria-label={t('onlineNum.tiers')}
          value={tier?.num}
          onChange={(e) => setChosen(e.target.value)}
          options={tiers.map((x) => ({
            value: x.num,
            label: t('onlineNum.tier', { num: x.num, price: yuan(x.price) }),
          }))}
        />
        <Flex gap={12}>
          <Button disabled={!tier} loading={withBalance.isPending} onClick={payWithBalance}>
            {t('onlineNum.balancePay')}
          </Button>
          <Button
            type="primary"
            disabled={!tier}
            loading={online.isPending}
            onClick={() => tier && online.mutate(tier.num)}
          >
            {t('onlineNum.onlinePay')}
          </Button>
        </Flex>
      </Flex>
      {checkout.modal}
      {topUp.modal}
    </Card>
  );
};
