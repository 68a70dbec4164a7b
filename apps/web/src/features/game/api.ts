import { gameContract } from '@app/contract/game';
import { useEndpointChange, useEndpointQuery } from '../../app/api-hooks.js';

const g = gameContract;

/** Everything the set-up page shows: rounds, screen, phone page, fields and capacity. */
export const useGameConfig = (activityId: number) => useEndpointQuery(g.gameConfig, { activity_id: activityId });
export const useRoundDetail = (id: number | undefined) =>
  useEndpointQuery(g.roundDetail, { id: id ?? 0 }, { enabled: Boolean(id) });
export const useThemes = () => useEndpointQuery(g.theme, {}, { staleTime: Number.POSITIVE_INFINITY });

/** A round change makes the config, the round lists and the changed round's detail stale. */
const roundReads = [g.gameConfig, g.round, g.roundDetail];
export const useAddRound = () => useEndpointChange(g.roundAdd, roundReads);
export const useEditRound = () => useEndpointChange(g.roundEdit, roundReads);
export const useDeleteRound = () => useEndpointChange(g.roundDel, roundReads);

export const useSaveSite = () => useEndpointChange(g.site, [g.gameConfig]);
export const useSavePhoneSite = () => useEndpointChange(g.phoneSite, [g.gameConfig]);
export const useSaveFields = () => useEndpointChange(g.fieldSite, [g.gameConfig, g.fieldGet]);
