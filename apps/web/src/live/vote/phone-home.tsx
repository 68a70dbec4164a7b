import { voteContract } from '@app/contract/vote';
import { type CSSProperties, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-error.js';
import { useLiveQuery } from '../kit/live-hooks.js';
import { LiveNotice, LiveSpinner } from '../kit/live-notice.js';
import type { LiveSession } from '../kit/live-screen.js';
import { VoteScreens } from './phone-views.js';
import { VoteWechatOnly } from './phone-wechat.js';
import { useVoteLive } from './vote-live.js';
import './vote-messages.js';

type Props = { live: LiveSession; onTicketLost: () => void };

/** A vote after joining: candidates by category, search, detail, voting, ranking, sign-up. */
export const VoteHome = ({ live, onTicketLost }: Props) => {
  const { t } = useTranslation('liveVote');
  const { ticket, info } = live;
  // The page shows its own screen for each refusal, so no passing toast as well.
  const home = useLiveQuery(voteContract.h5Home, { ticket }, { silent: true });
  const [wechatOnly, setWechatOnly] = useState(false);
  useVoteLive(info.id);

  const refused = useCallback(
    (name: string | undefined) => {
      if (name === 'H5_TICKET_INVALID') onTicketLost();
      else if (name === 'VOTE_WECHAT_REQUIRED') setWechatOnly(true);
      else return false;
      return true;
    },
    [onTicketLost],
  );
  const homeError = home.error instanceof ApiError ? home.error : null;
  useEffect(() => {
    if (homeError) refused(homeError.errorName);
  }, [homeError, refused]);

  if (wechatOnly) return <VoteWechatOnly code={info.code} canSignIn={info.needs_wechat} />;
  if (home.data) {
    return (
      <div style={{ '--ph-color': home.data.settings.theme_color } as CSSProperties}>
        <VoteScreens ticket={ticket} code={info.code} title={info.title} home={home.data} onRefused={refused} />
      </div>
    );
  }
  if (home.isError) {
    return (
      <LiveNotice
        title={home.error.message || t('pageFailed')}
        action={{ label: t('retry'), run: () => void home.refetch() }}
      />
    );
  }
  return <LiveSpinner />;
};
