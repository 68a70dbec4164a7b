import type { DataOf, Endpoint } from '@app/contract';
import { gradeActivityContract, gradeContract, gradeRoundContract, gradeUserDataContract } from '@app/contract/grade';
import { gradeLimits } from '@app/contract/grade-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, uploadFile } from '../../app/api-client.js';
import { endpointKey, useEndpointChange, useEndpointQuery } from '../../app/api-hooks.js';
import { downloadFile } from '../../components/download-file.js';
import i18n from '../../i18n/index.js';

const round = gradeRoundContract;
const act = gradeActivityContract;
const data = gradeUserDataContract;
const grade = gradeContract;

/** A round's result is recomputed on every read, so nearly every change makes it stale. */
const result = [data.userScore, data.judgesScore];

export const useRounds = (activityId: number) =>
  useEndpointQuery(round.list, { activity_id: activityId, page: 1, limit: gradeLimits.rounds });

const roundReads = [round.list, ...result];
export const useAddRound = () => useEndpointChange(round.addSetting, roundReads);
export const useSaveRound = () => useEndpointChange(round.saveSetting, roundReads);
export const useDeleteRound = () => useEndpointChange(round.delSetting, [...roundReads, act.userList]);
export const useSortRounds = () => useEndpointChange(round.sort, [round.list]);
export const useSaveRule = () => useEndpointChange(round.saveRule, [...roundReads, round.getRule]);

export const useItems = (activityId: number, roundId: number) =>
  useEndpointQuery(round.scoringItems, { activity_id: activityId, round_id: roundId });
const itemReads = [round.scoringItems, ...roundReads];
export const useAddItem = () => useEndpointChange(round.addScoringItems, itemReads);
export const useEditItem = () => useEndpointChange(round.editScoringItems, itemReads);
export const useDeleteItem = () => useEndpointChange(round.delScoringItems, itemReads);

export const useAudienceIdentity = (activityId: number) =>
  useEndpointQuery(grade.audienceIdentity, { activity_id: activityId });
export const useSaveAudienceIdentity = () => useEndpointChange(grade.saveAudienceIdentity, [grade.audienceIdentity]);

export const useFields = (activityId: number) => useEndpointQuery(act.userField, { activity_id: activityId });
export const useSaveFields = () => useEndpointChange(act.saveUserField, [act.userField, data.userField, act.userList]);

export const useGroups = (activityId: number) =>
  useEndpointQuery(act.userGroup, { activity_id: activityId, is_page: 0, page: 1, limit: gradeLimits.groups });
const groupReads = [act.userGroup, act.userList, ...result];
export const useAddGroup = () => useEndpointChange(act.addUserGroup, groupReads);
export const useEditGroup = () => useEndpointChange(act.editUserGroup, groupReads);
export const useDeleteGroup = () => useEndpointChange(act.delUserGroup, groupReads);

const contestantReads = [act.userList, act.userGroup, round.list, ...result];
export const useAddContestant = () => useEndpointChange(act.addUser, contestantReads);
export const useEditContestant = () => useEndpointChange(act.editUser, contestantReads);
export const useDeleteContestant = () => useEndpointChange(act.delUser, contestantReads);

export type RoundContestant = DataOf<typeof act.userList>['list'][number];
const pageSize = 100;

/** Every contestant of a round in stage order: reordering sends the whole list, so it is read page by page. */
export const useRoundContestants = (activityId: number, roundId: number) =>
  useQuery({
    queryKey: endpointKey(act.userList, { activity_id: activityId, round_id: roundId, all: true }),
    queryFn: async ({ signal }) => {
      const all: RoundContestant[] = [];
      for (let page = 1; ; page += 1) {
        const input = { activity_id: activityId, round_id: roundId, page, limit: pageSize };
        const answer = await callApi(act.userList, input, { signal });
        all.push(...answer.list);
        if (answer.list.length < pageSize || all.length >= answer.total) return all;
      }
    },
    enabled: roundId > 0,
  });
export const useSaveStageOrder = () => useEndpointChange(act.saveRc, [act.userList, ...result]);
export const useDrawOrder = () => useEndpointChange(grade.drawOrder, [act.userList, ...result]);

const invalidate = (client: ReturnType<typeof useQueryClient>, reads: Endpoint[]) =>
  Promise.all(reads.map((e) => client.invalidateQueries({ queryKey: endpointKey(e) })));

/** Imports an .xlsx of contestants; a refused sheet is answered by the caller (its rows go on screen), not a toast. */
export const useImportContestants = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ activityId, roundId, file }: { activityId: number; roundId: number | ''; file: File }) =>
      uploadFile(
        grade.importContestants,
        file,
        { activity_id: String(activityId), round_id: String(roundId) },
        { silent: true },
      ),
    onSuccess: () => invalidate(client, contestantReads),
  });
};

export const downloadContestantTemplate = (activityId: number) =>
  downloadFile(grade.contestantTemplate, { activity_id: activityId }, i18n.t('grade:import.templateFileName'));

export const useJudges = (roundId: number) =>
  useEndpointQuery(grade.judges, { round_id: roundId }, { enabled: roundId > 0 });
// A judge's group counts in the groups' judge_count; a group's name and weight show on its judges and results.
const judgeReads = [grade.judges, grade.judgeGroups, round.list, ...result];
export const useSaveJudge = () => useEndpointChange(grade.saveJudge, judgeReads);
export const useDeleteJudge = () => useEndpointChange(grade.delJudge, judgeReads);

export const useJudgeGroups = (roundId: number) =>
  useEndpointQuery(grade.judgeGroups, { round_id: roundId }, { enabled: roundId > 0 });
export const useSaveJudgeGroup = () => useEndpointChange(grade.saveJudgeGroup, judgeReads);
export const useDeleteJudgeGroup = () => useEndpointChange(grade.delJudgeGroup, judgeReads);
export const useRenewJudgeKey = () => useEndpointChange(grade.renewJudgeKey, [grade.judges]);

export const useRoundResult = (activityId: number, roundId: number) =>
  useEndpointQuery(data.userScore, { activity_id: activityId, round_id: roundId }, { enabled: roundId > 0 });
export const usePromote = () => useEndpointChange(grade.promote, [round.list, act.userList, ...result]);
export const useClearScores = () => useEndpointChange(data.userScoreInit, [round.list, grade.judges, ...result]);
export const useUnlockScore = () => useEndpointChange(grade.unlock, [grade.judges, ...result]);
