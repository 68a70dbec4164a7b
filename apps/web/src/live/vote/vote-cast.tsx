import { voteContract } from '@app/contract/vote';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-error.js';
import { callLive } from '../kit/live-api.js';
import { liveKey } from '../kit/live-hooks.js';
import { showLiveToast } from '../kit/live-toast.js';
import { newRequestId } from '../kit/request-id.js';
import { applyCast, applyStanding } from './vote-cache.js';
import { GateModal } from './vote-gate.js';
import type { Standing, VoteCaster, VoteHomeData } from './vote-view.js';

/** No answer reached the page (code 0), or the server gave up waiting for a batch that may still commit. */
const isUnsure = (e: unknown) => e instanceof ApiError && (e.code === 0 || e.errorName === 'WRITE_UNAVAILABLE');

type Options = {
  ticket: string;
  home: VoteHomeData;
  /** A refusal that ends voting on this page (WeChat only, a lost ticket); answers whether it was handled. */
  onRefused: (errorName: string | undefined) => boolean;
};

/**
 * Casting votes: one at a time (a second tap while one is on its way is ignored, so a double tap is one vote), the
 * gate question first when the vote has one, and the server's refusal (limits, too frequent) as its own words.
 * A cast whose fate is unknown (no answer, or the server could not save in time) may have been stored: the next tap
 * on its candidate sends it again under the same id, and the server counts it once.
 */
export const useVoteCast = ({ ticket, home, onRefused }: Options): VoteCaster & { gate: ReactNode } => {
  const { t } = useTranslation('liveVote');
  const client = useQueryClient();
  const busy = useRef(false);
  const [sendingId, setSendingId] = useState<number | null>(null);
  const [gateFor, setGateFor] = useState<number | null>(null);
  const unsure = useRef<{ candidateId: number; castId: string } | null>(null);

  const send = async (candidateId: number) => {
    if (busy.current) return;
    busy.current = true;
    setSendingId(candidateId);
    const castId = unsure.current?.candidateId === candidateId ? unsure.current.castId : newRequestId();
    unsure.current = null;
    try {
      const input = { ticket, candidate_id: candidateId, cast_id: castId };
      const result = await callLive(voteContract.h5Cast, input, { silent: true });
      void applyCast(client, result);
      showLiveToast(t('voted'), 'success');
    } catch (e) {
      const name = e instanceof ApiError ? e.errorName : undefined;
      if (isUnsure(e)) unsure.current = { candidateId, castId };
      if (name === 'VOTE_GATE_REQUIRED') {
        // The organiser may have set the gate after this page loaded: read the question before asking it.
        await client.refetchQueries({ queryKey: liveKey(voteContract.h5Home) });
        setGateFor(candidateId);
      } else if (!onRefused(name)) showLiveToast((e as Error).message);
    } finally {
      busy.current = false;
      setSendingId(null);
    }
  };

  const cast = (candidateId: number) => {
    if (busy.current) return;
    if (home.settings.gate.enabled && !home.mine.gate_passed) setGateFor(candidateId);
    else void send(candidateId);
  };

  const passed = (standing: Standing) => {
    applyStanding(client, standing);
    const pending = gateFor;
    setGateFor(null);
    if (pending !== null) void send(pending);
  };

  const gate = (
    <GateModal
      ticket={ticket}
      gate={home.settings.gate}
      open={gateFor !== null}
      onCancel={() => setGateFor(null)}
      onPassed={passed}
    />
  );
  return { cast, sendingId, gate };
};
