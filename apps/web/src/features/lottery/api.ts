import {
  lotteryBarrageContract,
  lotteryContract,
  lotteryNdContract,
  lotterySigninContract,
} from '@app/contract/lottery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '../../app/api-client.js';
import { endpointKey, useEndpointChange, useEndpointQuery } from '../../app/api-hooks.js';
import { downloadFile } from '../../components/download-file.js';
import i18n from '../../i18n/index.js';

const l = lotteryContract;
const nd = lotteryNdContract;
const signin = lotterySigninContract;
const barrage = lotteryBarrageContract;

/** Everything the settings page shows: look, sign-in, fields, barrage, draw options, tiers, code and capacity. */
export const useLotterySettings = (activityId: number) => useEndpointQuery(l.settings, { activity_id: activityId });

/** The list page's rows: what each lottery of the page has (counts, sign-in, tiers, spins), in one read. */
export const useLotteryOverview = (activityIds: number[]) =>
  useEndpointQuery(l.overview, { activity_ids: activityIds }, { enabled: activityIds.length > 0 });

/** How many people signed in on their phones: the total of a one-row page of the signed ones. */
export const useSignedCount = (activityId: number) =>
  useEndpointQuery(l.people, { activity_id: activityId, signed: 1, page: 1, limit: 1 });

/** People the settings page's preview puts on its sign-in wall and sphere. */
export const usePreviewPeople = (activityId: number) =>
  useEndpointQuery(l.people, { activity_id: activityId, page: 1, limit: 24 }).data?.list ?? [];

/** The groups people of the list belong to (the people list answers them beside its first row). */
export const usePeopleGroups = (activityId: number) =>
  useEndpointQuery(l.people, { activity_id: activityId, page: 1, limit: 1 }).data?.groups ?? [];

/** Every settings change makes the settings read and the list's rows stale. */
const settingsReads = [l.settings, l.overview];
export const useSaveLook = () => useEndpointChange(nd.site, settingsReads);
export const useSaveDrawOptions = () => useEndpointChange(nd.config, settingsReads);
export const useSaveSignin = () => useEndpointChange(signin.saveSite, [...settingsReads, signin.getSite]);
export const useSaveFields = () => useEndpointChange(signin.customerField, [...settingsReads, signin.getSite]);
export const useSaveBarrage = () => useEndpointChange(barrage.save, [...settingsReads, barrage.get]);

const tierReads = [...settingsReads, nd.list];
export const useSaveTier = () => useEndpointChange(nd.add, tierReads);
export const useDeleteTier = () => useEndpointChange(nd.delete, tierReads);

/** A change to the list of people shows in the list, its counts, the tiers' won counts, the claims and the list's rows. */
const peopleReads = [l.people, l.settings, l.claims, l.overview];
export const useSavePerson = () => useEndpointChange(l.personSave, peopleReads);
export const useDeletePeople = () => useEndpointChange(l.personDelete, peopleReads);
export const useSetEligible = () => useEndpointChange(l.personEligible, peopleReads);

/** Imports an .xlsx of people; a bad row is answered by the caller (the rows go on screen), not by a toast. */
export const useImportPeople = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ activityId, file }: { activityId: number; file: File }) =>
      uploadFile(l.peopleImport, file, { activity_id: String(activityId) }, { silent: true }),
    onSuccess: () => Promise.all(peopleReads.map((e) => client.invalidateQueries({ queryKey: endpointKey(e) }))),
  });
};

export const downloadPeopleTemplate = () =>
  downloadFile(l.peopleTemplate, {}, i18n.t('lottery:people.templateFileName'));

const messageReads = [barrage.msgList, barrage.barrageList];
export const useVerifyMessages = () => useEndpointChange(barrage.msgVerify, messageReads);
export const useSystemMessages = (activityId: number) =>
  useEndpointQuery(barrage.barrageList, { activity_id: activityId });
export const useAddSystemMessage = () => useEndpointChange(barrage.barrageAdd, messageReads);
export const useDeleteSystemMessage = () => useEndpointChange(barrage.barrageDelete, messageReads);

export const useRedeem = () => useEndpointChange(l.claimVerify, [l.claims]);
