import './messages.js';
import { GiftOutlined } from '@ant-design/icons';
import type { DataOf } from '@app/contract';
import { hbContract } from '@app/contract/hb';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { yuan } from '../../components/money.js';
import { Panel } from '../kit/live-frame.js';
import { useLiveMutation } from '../kit/live-hooks.js';

type Payout = DataOf<typeof hbContract.h5Claim>;

const PayoutResult = ({ payout }: { payout: Payout }) => {
  const { t } = useTranslation('liveHb');
  const amount = yuan(payout.amount);
  if (payout.status === 'paid') {
    return (
      <Typography.Text strong style={{ fontSize: 18, color: '#cf1322' }}>
        {t('paid', { amount })}
      </Typography.Text>
    );
  }
  if (payout.status === 'pending') return <Typography.Text>{t('pending', { amount })}</Typography.Text>;
  return <Typography.Text type="danger">{t('failed', { amount, reason: payout.fail_reason })}</Typography.Text>;
};

type State = DataOf<typeof hbContract.h5State>;

/** The activity's red packet: the latest payout, the claim button while the participant may claim, otherwise why not. */
export const RedPacketPanel = ({ ticket, state: s }: { ticket: string; state: State }) => {
  const { t } = useTranslation('liveHb');
  const claim = useLiveMutation(hbContract.h5Claim, { stale: [hbContract.h5State] });
  const latest = claim.data ?? s.mine[0];
  const showReason = !s.can_claim && (!latest || latest.status === 'failed');
  return (
    <Panel style={{ textAlign: 'center', background: '#fff1f0' }}>
      <Flex vertical gap={12} align="center">
        <Typography.Title level={5} style={{ margin: 0, color: '#cf1322' }}>
          <GiftOutlined /> {t('title')}
        </Typography.Title>
        {latest && <PayoutResult payout={latest} />}
        {s.can_claim && (
          <Button
            type="primary"
            danger
            size="large"
            block
            loading={claim.isPending}
            onClick={() => claim.mutate({ ticket })}
          >
            {t('claim')}
          </Button>
        )}
        {showReason && <Typography.Text type="secondary">{s.reason}</Typography.Text>}
      </Flex>
    </Panel>
  );
};
