import type { DataOf, H5Activity } from '@app/contract';
import { prizeContract } from '@app/contract/prize';
import { pkContract } from '@app/contract/quiz';
import { useQuery } from '@tanstack/react-query';
import { callLive } from '../kit/live-api.js';
import { liveKey, useLiveMutation } from '../kit/live-hooks.js';

export type PkHome = DataOf<typeof pkContract.phoneIndex>;
export type PkLevelState = PkHome['levels'][number];
export type PkMatch = DataOf<typeof pkContract.h5Start>;
export type PkOpponent = NonNullable<PkMatch['opponent']>;
export type PkResult = DataOf<typeof pkContract.h5Finish>;

/** Whether the quiz has PK on (h5Info says so): without it the phone never asks for the PK home. */
export const offersPk = (info: H5Activity) => info.settings.pk === true;

/**
 * The PK home of the participant, asked only when `enabled`. Silent: PK turned off meanwhile answers
 * PK_NOT_ENABLED, which only means the participant's home shows no PK button; the PK screens show failures.
 */
export const usePkHome = (ticket: string, { enabled = true } = {}) => {
  const input = { ticket };
  return useQuery<PkHome>({
    queryKey: liveKey(pkContract.phoneIndex, input),
    queryFn: ({ signal }) => callLive(pkContract.phoneIndex, input, { silent: true, signal }),
    enabled,
    retry: false,
    refetchOnWindowFocus: false,
  });
};

/** Starting a match uses up one of today's matches. */
export const usePkStart = () => useLiveMutation(pkContract.h5Start, { stale: [pkContract.phoneIndex] });

export const usePkAnswer = () => useLiveMutation(pkContract.h5Answer);

/** A finished match changes the levels' states and best runs, and a win may open a prize draw. */
export const usePkFinish = () =>
  useLiveMutation(pkContract.h5Finish, { stale: [pkContract.phoneIndex, prizeContract.h5Turns] });

/** Seconds as a PK card reads them: whole seconds, or one decimal when a match was that close. */
export const pkSeconds = (ms: number) => String(Math.round(ms / 100) / 10);
