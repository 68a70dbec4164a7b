import { themeContract } from '@app/contract/theme';
import { useEndpointChange, useEndpointQuery } from '../../app/api-hooks.js';
import { contractChecker } from '../../components/contract-problem.js';
import { showNotice } from '../../components/notice-dialog.js';
import i18n from '../../i18n/index.js';
import { videoZhCN } from './video-messages.js';

const theme = themeContract;

export const useThemeVideo = (activityId: number) =>
  useEndpointQuery(theme.videoInfo, { activity_id: activityId }, { enabled: activityId > 0 });

export const useSaveThemeVideo = () => useEndpointChange(theme.videoSave, [theme.videoInfo]);

const videoProblem = contractChecker('quiz:video.check.', videoZhCN.check);

/**
 * Whether the values can be saved; when not, says why in a 提示 dialog (spec section 5). A switched-on video needs
 * its file, which the schema cannot say on its own.
 */
export const videoPasses = (values: { enabled: boolean; url: string }) => {
  const missing = values.enabled && !values.url.trim();
  const problem = videoProblem(theme.videoSave.input, values) ?? (missing ? i18n.t('quiz:video.check.url') : null);
  if (problem) showNotice(problem);
  return !problem;
};
