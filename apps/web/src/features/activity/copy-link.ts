import { message } from 'antd';
import { toastSeconds } from '../../app/api-client.js';
import { participantUrl } from '../../components/participant-url.js';
import i18n from '../../i18n/index.js';

/** Copies the participants' address and says so. */
export const copyParticipantUrl = async (link: string) => {
  try {
    await navigator.clipboard.writeText(participantUrl(link));
    void message.success(i18n.t('activity:linkCopied'), toastSeconds);
  } catch {
    // Without clipboard access (an insecure origin, a refused permission) the person copies it by hand.
    void message.error(i18n.t('activity:copyFailed'), toastSeconds);
  }
};
