import { orderContract } from '@app/contract/order';
import { Card, Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.js';
import { useEndpointQuery } from '../../app/api-hooks.js';
import { BalanceOrOnlinePurchase } from '../../components/balance-or-online-purchase.js';
import { yuan } from '../../components/money.js';

const payWithBalance = (num: number) => callApi(orderContract.onlineNumBalPay, { num });
const payOnline = async (num: number) => {
  const order = await callApi(orderContract.onlineNumRecharge, { num });
  return callApi(orderContract.onlineNumRecPay, { order_sn: order.order_sn });
};

/** Raises how many participants may take part at once, by one of the tenant's tiers, paid from the balance or online. */
export const OnlineNumCard = () => {
  const { t } = useTranslation('customer');
  const config = useEndpointQuery(orderContract.onlineNumConfig, {});
  const choices = (config.data?.tiers ?? []).map((x) => ({
    value: x.num,
    price: x.price,
    label: t('onlineNum.tier', { num: x.num, price: yuan(x.price) }),
  }));
  return (
    <Card title={t('onlineNum.title')} loading={config.isLoading}>
      <Flex vertical gap={16}>
        <Statistic
          title={t('onlineNum.current')}
          value={t('onlineNum.people', { num: config.data?.online_num ?? 0 })}
        />
        <BalanceOrOnlinePurchase
          label={t('onlineNum.tiers')}
          choices={choices}
          texts={{
            balancePay: t('onlineNum.balancePay'),
            onlinePay: t('onlineNum.onlinePay'),
            done: t('onlineNum.done'),
            confirm: (c) => t('onlineNum.confirmBalancePay', { amount: yuan(c.price), num: c.value }),
          }}
          payWithBalance={payWithBalance}
          payOnline={payOnline}
        />
      </Flex>
    </Card>
  );
};
