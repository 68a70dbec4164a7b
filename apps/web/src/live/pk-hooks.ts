import { contract, type DataOf } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { callLive } from './live-api.js';
import { liveKey, useLiveMutation } from './live-hooks.js';

export type PkHome = DataOf<typeof contract.pk.phoneIndex>;
export type PkLevelState = PkHome['levels'][number];
export type PkMatch = DataOf<typeof contract.pk.h5Start>;
export type PkOpponent = NonNullable<PkMatch['opponent']>;
export type PkResult = DataOf<typeof contract.pk.h5Finish>;

/**
 * The PK home of the participant. Silent: an activity without PK answers PK_NOT_ENABLED, which only means the
 * participant's home shows no PK button; the PK screens show the failure themselves.
 */
export const usePkHome = (ticket: string) => {
  const input = { ticket };
  return useQuery<PkHome>({
    queryKey: liveKey(contract.pk.phoneIndex, input),
    queryFn: ({ signal }) => callLive(contract.pk.phoneIndex, input, { silent: true, signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });
};

/** Starting a match uses up one of today's matches. */
export const usePkStart = () => useLiveMutation(contract.pk.h5Start, { stale: [contract.pk.phoneIndex] });

export const usePkAnswer = () => useLiveMutation(contract.pk.h5Answer);

/** A finished match changes the levels' states and best runs, and a win may open a prize draw. */
export const usePkFinish = () =>
  useLiveMutation(contract.pk.h5Finish, { stale: [contract.pk.phoneIndex, contract.prize.h5Turns] });

/** Seconds as a PK card reads them: whole seconds, or one decimal when a match was that close. */
export const pkSeconds = (ms: number) => String(Math.round(ms / 100) / 10);
