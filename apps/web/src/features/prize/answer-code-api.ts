import { prizeContract } from '@app/contract/prize';
import { useEndpointChange, useEndpointQuery } from '../../app/api-hooks.js';
import { downloadFile } from '../../components/download-file.js';
import i18n from '../../i18n/index.js';

const p = prizeContract;

// Every change shows in the counts and the list.
const codeViews = [p.answerCodeConfig, p.answerCodeList];

export const useAnswerCodeConfig = (activityId: number) =>
  useEndpointQuery(p.answerCodeConfig, { activity_id: activityId });
export const useSetAnswerCodeConfig = () => useEndpointChange(p.answerCodeConfig, codeViews);
export const useGenerateAnswerCodes = () => useEndpointChange(p.answerCodeGenerate, codeViews);
export const useDeleteAnswerCodes = () => useEndpointChange(p.answerCodeDelete, codeViews);

export const downloadAnswerCodes = (activityId: number) =>
  downloadFile(p.answerCodeDownload, { activity_id: activityId }, i18n.t('prize:answerCode.fileName'));
