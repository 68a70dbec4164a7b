import type { H5Activity } from '@app/contract';
import { activityContract } from '@app/contract/activity';
import { useState } from 'react';
import { callLive } from './live-api.js';
import { useCountdown } from './use-countdown.js';

/**
 * The SMS code that proves a participant's phone number (identity `phone`): sends it, then counts down the wait
 * before another may be asked for. `send` answers the refusal's message, or '' once the code is on its way.
 */
export const useJoinCode = (info: H5Activity) => {
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const left = useCountdown(resendAt, () => setResendAt(null));

  const send = async (phone: string) => {
    setSending(true);
    try {
      const { resend_after } = await callLive(
        activityContract.h5SendCode,
        { code: info.code, phone },
        { silent: true },
      );
      setResendAt(Date.now() + resend_after * 1000);
      setSent(true);
      return '';
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    } finally {
      setSending(false);
    }
  };
  return { send, sending, sent, secondsLeft: left === null ? 0 : Math.ceil(left / 1000) };
};
