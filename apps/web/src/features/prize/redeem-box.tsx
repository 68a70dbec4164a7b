import type { PrizeWin } from '@app/contract';
import { prizeContract } from '@app/contract/prize';
import { Button, Card, Descriptions, Input, message, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { dateText } from '../../components/date-text.js';
import { useCodeCheck, useVerify } from './api.js';
import { passes } from './prize-check.js';

/** 兑奖核销: the organiser types the winner's code, sees the win, and hands the prize over once. */
export const RedeemBox = () => {
  const { t } = useTranslation('prize');
  const [code, setCode] = useState('');
  const [win, setWin] = useState<PrizeWin | null>(null);
  const check = useCodeCheck();
  const verify = useVerify();

  const lookUp = () => {
    setWin(null);
    if (passes(prizeContract.codeCheck.input, { code })) check.mutate({ code }, { onSuccess: setWin });
  };
  const redeem = (w: PrizeWin) =>
    verify.mutate(
      { code: w.code },
      {
        onSuccess: (done) => {
          setWin(done);
          void message.success(t('redeemed'), toastSeconds);
        },
      },
    );

  return (
    <Card title={t('redeemTitle')}>
      <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
        <Input
          value={code}
          maxLength={20}
          placeholder={t('redeemPlaceholder')}
          aria-label={t('redeemCode')}
          onChange={(e) => setCode(e.target.value)}
          onPressEnter={lookUp}
        />
        <Button type="primary" loading={check.isPending} onClick={lookUp}>
          {t('lookUp')}
        </Button>
      </Space.Compact>
      {win ? (
        <div style={{ marginTop: 16 }}>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('redeemCode')}>{win.code}</Descriptions.Item>
            <Descriptions.Item label={t('goods')}>{win.goods_name}</Descriptions.Item>
            <Descriptions.Item label={t('winner')}>{win.name || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('phone')}>{win.phone || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('unit')}>{win.unit || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('turn')}>{win.turn_name}</Descriptions.Item>
            <Descriptions.Item label={t('wonAt')}>{dateText(win.won_at, true)}</Descriptions.Item>
          </Descriptions>
          <div style={{ marginTop: 12 }}>
            {win.redeemed_at ? (
              <Typography.Text type="success">
                {t('redeemedAt', { time: dateText(win.redeemed_at, true) })}
              </Typography.Text>
            ) : (
              <Button type="primary" loading={verify.isPending} onClick={() => redeem(win)}>
                {t('confirmRedeem')}
              </Button>
            )}
          </div>
        </div>
      ) : null}
    </Card>
  );
};
