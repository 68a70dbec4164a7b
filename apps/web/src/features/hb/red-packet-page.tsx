import './messages.js';
import { Button, Card, Flex, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { yuan } from '../../components/money.js';
import { PageFrame } from '../../components/page-frame.js';
import { useAccount } from './api.js';
import { RedPacketRecords } from './red-packet-records.js';
import { WithdrawModal } from './withdraw-modal.js';

/** /function/wechat_bag: the red-packet balance, its top-up and withdrawal, and every change of it. */
export const RedPacketPage = () => {
  const { t } = useTranslation('hb');
  const navigate = useNavigate();
  const account = useAccount();
  const [withdrawing, setWithdrawing] = useState(false);
  const hbMoney = account.data?.hb_money ?? 0;
  return (
    <PageFrame title={t('bagTitle')}>
      <Card loading={account.isLoading}>
        <Flex vertical gap={12}>
          <Flex gap={48} align="flex-end" wrap>
            <Statistic title={t('balance.hb')} value={yuan(hbMoney)} />
            {typeof account.data?.money === 'number' && (
              <Statistic title={t('balance.money')} value={yuan(account.data.money)} />
            )}
            <Flex gap={12}>
              <Button type="primary" onClick={() => navigate('/function/wechat_pay')} autoInsertSpace={false}>
                {t('balance.topUp')}
              </Button>
              <Button onClick={() => setWithdrawing(true)} autoInsertSpace={false}>
                {t('balance.withdraw')}
              </Button>
            </Flex>
          </Flex>
          <Typography.Text type="secondary">{t('balance.note')}</Typography.Text>
        </Flex>
      </Card>
      <Card title={t('records.title')}>
        <RedPacketRecords />
      </Card>
      {withdrawing && <WithdrawModal available={hbMoney} onClose={() => setWithdrawing(false)} />}
    </PageFrame>
  );
};
