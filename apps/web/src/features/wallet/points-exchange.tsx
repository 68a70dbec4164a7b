import { pointsPerYuan } from '@app/contract';
import { customerContract } from '@app/contract/customer';
import { walletContract } from '@app/contract/wallet';
import { Button, Flex, InputNumber, Modal, message, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { useEndpointMutation } from '../../app/api-hooks.js';
import { yuan } from '../../components/money.js';
import { useRefresh } from './api.js';

/** What an exchange changes: the points, the balances and the ledger. */
const changedByExchange = [walletContract.points, customerContract.info, walletContract.list, walletContract.summary];

/** Whole steps of `pointsPerYuan`, at most what is held. */
const exchangeable = (held: number) => Math.floor(held / pointsPerYuan) * pointsPerYuan;

/** 兑换余额: turns points into general balance (customer/ipRecharge), in whole yuan. */
export const PointsExchange = ({ held }: { held: number }) => {
  const { t } = useTranslation('wallet');
  const [open, setOpen] = useState(false);
  const [points, setPoints] = useState<number | null>(null);
  const exchange = useEndpointMutation(walletContract.pointsRecharge);
  const refresh = useRefresh();
  const most = exchangeable(held);
  const valid = points !== null && points >= pointsPerYuan && points % pointsPerYuan === 0 && points <= held;

  const show = () => {
    setPoints(most);
    setOpen(true);
  };
  const confirm = () => {
    if (!valid) return;
    exchange.mutate(
      { points },
      {
        onSuccess: (done) => {
          refresh(changedByExchange);
          setOpen(false);
          void message.success(t('points.exchangeDone', { amount: yuan(done.amount) }), toastSeconds);
        },
      },
    );
  };

  return (
    <>
      <Button type="primary" disabled={most === 0} onClick={show}>
        {t('points.exchange')}
      </Button>
      <Modal
        open={open}
        title={t('points.exchangeTitle')}
        okText={t('points.exchangeConfirm')}
        okButtonProps={{ disabled: !valid, loading: exchange.isPending }}
        onOk={confirm}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">{t('points.exchangeRate', { rate: pointsPerYuan })}</Typography.Text>
          <InputNumber
            aria-label={t('points.exchangePoints')}
            style={{ width: 200 }}
            min={pointsPerYuan}
            max={most}
            step={pointsPerYuan}
            precision={0}
            value={points}
            onChange={setPoints}
          />
          {valid && (
            <Typography.Text strong>
              {t('points.exchangeGets', { amount: yuan(points / pointsPerYuan) })}
            </Typography.Text>
          )}
        </Flex>
      </Modal>
    </>
  );
};
