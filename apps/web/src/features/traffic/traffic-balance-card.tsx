import { contract } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, message, Radio, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, toastSeconds } from '../../app/api-client.js';
import { useBalanceTopUp } from '../../components/balance-top-up.js';
import { dateText } from '../../components/date-text.js';
import { yuan } from '../../components/money.js';
import { confirmNotice } from '../../components/notice-dialog.js';
import { useOrderCheckout } from '../../components/order-checkout.js';
import { useAfterPayment } from '../../components/use-after-payment.js';
import { useTrafficBalance } from './api.js';
import { bytesText } from './bytes.js';

/** The period's traffic, and buying a pack from the general balance or online (the shared order checkout). */
export const TrafficBalanceCard = () => {
  const { t } = useTranslation('traffic');
  const balance = useTrafficBalance();
  const [chosen, setChosen] = useState<number>();
  const afterPayment = useAfterPayment();
  const done = () => void message.success(t('packs.done'), toastSeconds);
  const checkout = useOrderCheckout(done);
  const topUp = useBalanceTopUp();
  const withBalance = useMutation({
    mutationFn: (gb: number) => callApi(contract.traffic.buy, { gb }),
    onSuccess: () => {
      afterPayment();
      done();
    },
  });
  const online = useMutation({
    mutationFn: async (gb: number) => {
      const order = await callApi(contract.traffic.order, { gb });
      return callApi(contract.traffic.pay, { order_sn: order.order_sn });
    },
    onSuccess: (pay) => checkout.show(pay),
  });

  const data = balance.data;
  const packs = data?.packs ?? [];
  const pack = packs.find((p) => p.gb === chosen) ?? packs[0];
  const payWithBalance = (): void => {
    if (!pack) return;
    confirmNotice(t('packs.confirmBalancePay', { amount: yuan(pack.price), gb: pack.gb }), () =>
      withBalance.mutate(pack.gb, { onError: topUp.onPayError(pack.price, payWithBalance) }),
    );
  };

  return (
    <Card title={t('balance.title')} loading={balance.isLoading}>
      <Flex vertical gap={16}>
        {data?.exhausted && <Alert type="error" showIcon title={t('balance.exhausted')} />}
        {data && !data.exhausted && data.warned && <Alert type="warning" showIcon title={t('balance.warned')} />}
        <Flex gap={48} wrap>
          <Statistic title={t('balance.remaining')} value={bytesText(data?.remaining_bytes ?? 0)} />
          <Statistic title={t('balance.used')} value={bytesText(data?.used_bytes ?? 0)} />
          <Statistic title={t('balance.granted')} value={bytesText(data?.granted_bytes ?? 0)} />
        </Flex>
        {data?.period_started_at && (
          <Typography.Text type="secondary">
            {t('balance.since', { date: dateText(data.period_started_at, true) })}
          </Typography.Text>
        )}
        <Typography.Text type="secondary">
          {t('balance.freeNote')}
          {t('balance.warnNote')}
        </Typography.Text>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('packs.title')}
        </Typography.Title>
        <Radio.Group
          aria-label={t('packs.label')}
          value={pack?.gb}
          onChange={(e) => setChosen(e.target.value)}
          options={packs.map((p) => ({ value: p.gb, label: t('packs.pack', { gb: p.gb, price: yuan(p.price) }) }))}
        />
        <Flex gap={12}>
          <Button disabled={!pack} loading={withBalance.isPending} onClick={payWithBalance}>
            {t('packs.balancePay')}
          </Button>
          <Button
            type="primary"
            disabled={!pack}
            loading={online.isPending}
            onClick={() => pack && online.mutate(pack.gb)}
          >
            {t('packs.onlinePay')}
          </Button>
        </Flex>
      </Flex>
      {checkout.modal}
      {topUp.modal}
    </Card>
  );
};
