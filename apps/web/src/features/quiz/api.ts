import type { Question } from '@app/contract';
import { questionContract } from '@app/contract/question';
import { quizContract } from '@app/contract/quiz';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../app/api-client.js';
import { endpointKey, useEndpointChange, useEndpointQuery } from '../../app/api-hooks.js';

const quiz = quizContract;
const question = questionContract;

export const useQuizSettings = (activityId: number) =>
  useEndpointQuery(quiz.baseInfo, { activity_id: activityId }, { enabled: activityId > 0 });

export const useSaveQuizSettings = () => useEndpointChange(quiz.saveSettings, [quiz.baseInfo, quiz.unitList]);

export const useBarrierTypes = () => useEndpointQuery(quiz.barrierTypes, {}, { staleTime: Number.POSITIVE_INFINITY });
export const useCheckPointTypes = () =>
  useEndpointQuery(quiz.checkPointTypes, {}, { staleTime: Number.POSITIVE_INFINITY });

/** Both kinds of bank, for the random rules' bank select. */
export const useAllBankOptions = () => {
  const mine = useEndpointQuery(question.banks, { page: 1, limit: 100 });
  const shared = useEndpointQuery(question.publicBanks, { page: 1, limit: 100 });
  return { mine: mine.data?.list ?? [], shared: shared.data?.list ?? [] };
};

/** The chosen questions by id, each from its detail call (or from the picker, which fills that cache). */
export const useQuestionsById = (ids: number[]) => {
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: endpointKey(question.detail, { id }),
      queryFn: ({ signal }: { signal: AbortSignal }) => callApi(question.detail, { id }, { signal }),
      staleTime: 60_000,
    })),
  });
  return new Map(results.flatMap((r) => (r.data ? [[r.data.id, r.data] as const] : [])));
};

/** Questions just picked from a bank's list are known already: their detail calls are not needed. */
export const useRememberQuestions = () => {
  const client = useQueryClient();
  return (questions: Question[]) => {
    for (const q of questions) client.setQueryData(endpointKey(question.detail, { id: q.id }), q);
  };
};
