import { hbContract } from '@app/contract/hb';
import { lazy, Suspense } from 'react';
import { useLiveQuery } from '../kit/live-hooks.js';

// The panel and its texts load only where an activity pays red packets, not with every phone page.
const RedPacketPanel = lazy(() => import('./red-packet-panel.js').then((m) => ({ default: m.RedPacketPanel })));

/** The activity's red packet on the participant's phone, where its organiser set one; silent and absent otherwise. */
export const RedPacketOffer = ({ ticket }: { ticket: string }) => {
  const state = useLiveQuery(hbContract.h5State, { ticket }, { silent: true });
  if (!state.data?.offered) return null;
  return (
    <Suspense fallback={null}>
      <RedPacketPanel ticket={ticket} state={state.data} />
    </Suspense>
  );
};
