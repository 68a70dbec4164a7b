import type { Question } from '@app/contract';
import { questionContract } from '@app/contract/question';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { callApi, uploadFile } from '../../app/api-client.js';
import { endpointKey, useEndpointChange, useEndpointQuery } from '../../app/api-hooks.js';

const q = questionContract;

export const usePublicTopics = () => useEndpointQuery(q.publicTopics, {}, { staleTime: 60_000 });

export const useBankDetail = (id: number) => useEndpointQuery(q.bankDetail, { id }, { enabled: id > 0 });

/** The organiser's banks for a picker (the list's largest page). */
export const useMyBankOptions = (enabled = true) => useEndpointQuery(q.banks, { page: 1, limit: 100 }, { enabled });

/** The chosen questions, each by its own detail call, in the order asked. */
export const useQuestionsById = (ids: number[]) => {
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: endpointKey(q.detail, { id }),
      queryFn: ({ signal }: { signal: AbortSignal }) => callApi(q.detail, { id }, { signal }),
    })),
  });
  return {
    isPending: results.some((r) => r.isPending),
    questions: results.flatMap((r) => (r.data ? [r.data] : [])) as Question[],
  };
};

// Bank counts and dates move with every change to a bank's questions.
const bankViews = [q.banks, q.bankDetail];
const questionViews = [q.list, q.detail, ...bankViews];

export const useAddBank = () => useEndpointChange(q.addBank, bankViews);
export const useEditBank = () => useEndpointChange(q.editBank, bankViews);
export const useDeleteBank = () => useEndpointChange(q.deleteBank, bankViews);
export const useCopyFromPublic = () => useEndpointChange(q.copy, questionViews);

export const useAddQuestion = () => useEndpointChange(q.add, questionViews);
export const useEditQuestion = () => useEndpointChange(q.edit, questionViews);
export const useDeleteQuestions = () => useEndpointChange(q.delete, questionViews);
export const useSortQuestions = () => useEndpointChange(q.sort, [q.list]);
export const useBatchAdd = () => useEndpointChange(q.batchAdd, questionViews);
export const useBatchEdit = () => useEndpointChange(q.batchEdit, questionViews);
export const useParseText = () => useEndpointChange(q.parseText, []);

/** Imports an .xlsx into a bank; the caller shows the server's row-numbered message itself. */
export const useImportQuestions = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ bankId, file }: { bankId: number; file: File }) =>
      uploadFile(q.importXlsx, file, { bank_id: String(bankId) }, { silent: true }),
    onSuccess: () => Promise.all(questionViews.map((e) => client.invalidateQueries({ queryKey: endpointKey(e) }))),
  });
};

/** Every question of a bank in its order, a page of the largest size at a time (reordering sends them all). */
export const fetchWholeBank = async (bankId: number) => {
  const limit = 100;
  const all: Question[] = [];
  for (let page = 1; ; page += 1) {
    const data = await callApi(q.list, { bank_id: bankId, page, limit });
    all.push(...data.list);
    if (data.list.length < limit || all.length >= data.total) return all;
  }
};
