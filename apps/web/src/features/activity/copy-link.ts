import { message } from 'antd';
import { toastSeconds } from '../../app/api-client.js';
import { participantUrl } from '../../components/participant-url.js';
import { textOf } from '../../i18n/index.js';

/** Copies the participants' address and says so. */
export const copyParticipantUrl = async (link: string) => {
  try {
    await navigator.clipboard.writeText(participantUrl(link));
    void message.success(await textOf('activity:linkCopied'), toastSeconds);
  } catch {
    // Without clipboard access (an insecure origin, a refused permission) the person copies it by hand.
    void message.error(await textOf('activity:copyFailed'), toastSeconds);
  }
};
