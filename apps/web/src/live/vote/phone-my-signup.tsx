import { voteContract } from '@app/contract/vote';
import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel, ScreenBar } from '../kit/live-frame.js';
import { useLiveQuery } from '../kit/live-hooks.js';
import { numberText, type VoteContext } from './vote-view.js';

/** Where the participant's sign-up stands: waiting, approved with their number, or turned down and why. */
export const VoteMySignup = ({ vote }: { vote: VoteContext }) => {
  const { t } = useTranslation('liveVote');
  const mine = useLiveQuery(voteContract.h5MySignup, { ticket: vote.ticket });
  const c = mine.data;
  const body = () => {
    if (mine.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
    if (!c) {
      return (
        <Result
          status="info"
          title={t('noSignup')}
          extra={
            <Button type="primary" onClick={() => vote.show({ name: 'signup' })}>
              {t('signup')}
            </Button>
          }
        />
      );
    }
    if (c.review === 'pending') return <Result status="info" title={t('pending')} subTitle={t('pendingHint')} />;
    if (c.review === 'rejected') {
      return (
        <Result
          status="error"
          title={t('rejected')}
          subTitle={c.review_reason && t('rejectedReason', { reason: c.review_reason })}
        />
      );
    }
    return (
      <Result
        status="success"
        title={t('approvedNumber', { n: numberText(c.number) })}
        extra={
          <Button type="primary" onClick={() => vote.show({ name: 'detail', id: c.id })}>
            {c.name}
          </Button>
        }
      />
    );
  };
  return (
    <>
      <ScreenBar title={t('mySignup')} onBack={() => vote.show({ name: 'home' })} />
      <Panel>{body()}</Panel>
    </>
  );
};
