import { trafficContract } from '@app/contract/traffic';
import { Alert, Card, Flex, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.js';
import { BalanceOrOnlinePurchase } from '../../components/balance-or-online-purchase.js';
import { dateText } from '../../components/date-text.js';
import { yuan } from '../../components/money.js';
import { useTrafficBalance } from './api.js';
import { bytesText } from './bytes.js';

const payWithBalance = (gb: number) => callApi(trafficContract.buy, { gb });
const payOnline = async (gb: number) => {
  const order = await callApi(trafficContract.order, { gb });
  return callApi(trafficContract.pay, { order_sn: order.order_sn });
};

/** The period's traffic, and buying a pack from the general balance or online (the shared order checkout). */
export const TrafficBalanceCard = () => {
  const { t } = useTranslation('traffic');
  const balance = useTrafficBalance();
  const data = balance.data;
  const choices = (data?.packs ?? []).map((p) => ({
    value: p.gb,
    price: p.price,
    label: t('packs.pack', { gb: p.gb, price: yuan(p.price) }),
  }));

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
        <BalanceOrOnlinePurchase
          label={t('packs.label')}
          choices={choices}
          texts={{
            balancePay: t('packs.balancePay'),
            onlinePay: t('packs.onlinePay'),
            done: t('packs.done'),
            confirm: (c) => t('packs.confirmBalancePay', { amount: yuan(c.price), gb: c.value }),
          }}
          payWithBalance={payWithBalance}
          payOnline={payOnline}
        />
      </Flex>
    </Card>
  );
};
