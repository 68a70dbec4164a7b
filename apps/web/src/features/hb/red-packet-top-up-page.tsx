import './messages.js';
import { hbContract } from '@app/contract/hb';
import { useMutation } from '@tanstack/react-query';
import { Card, Flex, message, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi, toastSeconds } from '../../app/api-client.js';
import { yuan } from '../../components/money.js';
import { useOrderCheckout } from '../../components/order-checkout.js';
import { PageFrame } from '../../components/page-frame.js';
import { AmountForm } from './amount-form.js';
import { useAccount, useRefreshHbMoney } from './api.js';
import { RedPacketRecords } from './red-packet-records.js';

/** /function/wechat_pay: tops the red-packet balance up through an online checkout; its top-ups below. */
export const RedPacketTopUpPage = () => {
  const { t } = useTranslation('hb');
  const account = useAccount();
  const refresh = useRefreshHbMoney();
  const checkout = useOrderCheckout(() => {
    refresh();
    void message.success(t('topUp.done'), toastSeconds);
  });
  const recharge = useMutation({
    mutationFn: (amount: number) => callApi(hbContract.recharge, { amount }),
    onSuccess: (pay) => checkout.show(pay),
  });
  return (
    <PageFrame title={t('payTitle')}>
      <Card title={t('topUp.card')}>
        <Flex vertical gap={16}>
          <Statistic title={t('topUp.current')} value={yuan(account.data?.hb_money ?? 0)} />
          <AmountForm
            label={t('topUp.amount')}
            submitText={t('topUp.submit')}
            loading={recharge.isPending}
            schema={hbContract.recharge.input}
            onSubmit={(amount) => recharge.mutate(amount)}
          />
        </Flex>
      </Card>
      <Card title={t('records.rechargeTitle')}>
        <RedPacketRecords only="recharge" />
      </Card>
      {checkout.modal}
    </PageFrame>
  );
};
