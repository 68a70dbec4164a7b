import './messages.js';
import type { DataOf } from '@app/contract';
import { hbContract } from '@app/contract/hb';
import { useTranslation } from 'react-i18next';
import { yuan } from '../../components/money.js';
import { useLiveMutation } from '../kit/live-hooks.js';
import { PhoneButton } from '../kit/phone-button.js';
import './red-packet-panel.css';
import { PhoneIcon } from '../kit/phone-icon.js';

type Payout = DataOf<typeof hbContract.h5Claim>;

const PayoutResult = ({ payout }: { payout: Payout }) => {
  const { t } = useTranslation('liveHb');
  const amount = yuan(payout.amount);
  if (payout.status === 'paid') {
    return <strong className="qz-hb-paid">{t('paid', { amount })}</strong>;
  }
  if (payout.status === 'pending') return <span>{t('pending', { amount })}</span>;
  return <span className="ph-error">{t('failed', { amount, reason: payout.fail_reason })}</span>;
};

type State = DataOf<typeof hbContract.h5State>;

/** The activity's red packet: the latest payout, the claim button while the participant may claim, otherwise why not. */
export const RedPacketPanel = ({ ticket, state: s }: { ticket: string; state: State }) => {
  const { t } = useTranslation('liveHb');
  const claim = useLiveMutation(hbContract.h5Claim, { stale: [hbContract.h5State] });
  const latest = claim.data ?? s.mine[0];
  const showReason = !s.can_claim && (!latest || latest.status === 'failed');
  return (
    <section className="ph-panel qz-hb">
      <div className="ph-form" style={{ gap: 12, alignItems: 'center' }}>
        <h2 className="qz-hb-title">
          <PhoneIcon name="gift" /> {t('title')}
        </h2>
        {latest && <PayoutResult payout={latest} />}
        {s.can_claim && (
          <PhoneButton kind="primary" block busy={claim.isPending} onClick={() => claim.mutate({ ticket })}>
            {t('claim')}
          </PhoneButton>
        )}
        {showReason && <span className="ph-muted">{s.reason}</span>}
      </div>
    </section>
  );
};
