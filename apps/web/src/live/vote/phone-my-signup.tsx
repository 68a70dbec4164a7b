import { voteContract } from '@app/contract/vote';
import { useTranslation } from 'react-i18next';
import { Panel, ScreenBar } from '../kit/live-frame.js';
import { useLiveQuery } from '../kit/live-hooks.js';
import { PhoneButton } from '../kit/phone-button.js';
import { PhoneResult, PhoneSpinner } from '../kit/phone-result.js';
import { numberText, type VoteContext } from './vote-view.js';

/** Where the participant's sign-up stands: waiting, approved with their number, or turned down and why. */
export const VoteMySignup = ({ vote }: { vote: VoteContext }) => {
  const { t } = useTranslation('liveVote');
  const { t: tc } = useTranslation();
  const mine = useLiveQuery(voteContract.h5MySignup, { ticket: vote.ticket });
  const c = mine.data;
  const body = () => {
    if (mine.isPending) return <PhoneSpinner label={tc('loading')} />;
    if (!c) {
      return (
        <PhoneResult tone="info" title={t('noSignup')}>
          <PhoneButton kind="primary" onClick={() => vote.show({ name: 'signup' })}>
            {t('signup')}
          </PhoneButton>
        </PhoneResult>
      );
    }
    if (c.review === 'pending') return <PhoneResult tone="info" title={t('pending')} sub={t('pendingHint')} />;
    if (c.review === 'rejected') {
      return (
        <PhoneResult
          tone="error"
          title={t('rejected')}
          sub={c.review_reason ? t('rejectedReason', { reason: c.review_reason }) : undefined}
        />
      );
    }
    return (
      <PhoneResult tone="success" title={t('approvedNumber', { n: numberText(c.number) })}>
        <PhoneButton kind="primary" onClick={() => vote.show({ name: 'detail', id: c.id })}>
          {c.name}
        </PhoneButton>
      </PhoneResult>
    );
  };
  return (
    <>
      <ScreenBar title={t('mySignup')} onBack={() => vote.show({ name: 'home' })} />
      <Panel>{body()}</Panel>
    </>
  );
};
