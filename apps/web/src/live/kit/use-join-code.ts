import { useState } from 'react';
import { useCountdown } from './use-countdown.js';

/** Asks the server to text the code to `phone`; it answers how long before another may be asked for. */
export type SendJoinCode = (phone: string) => Promise<{ resend_after: number }>;

/**
 * The SMS code that proves a participant's phone number: sends it, then counts down the wait before another may
 * be asked for. `send` answers the refusal's message, or '' once the code is on its way.
 */
export const useJoinCode = (sendCode: SendJoinCode) => {
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const left = useCountdown(resendAt, () => setResendAt(null));

  const send = async (phone: string) => {
    setSending(true);
    try {
      const { resend_after } = await sendCode(phone);
      setResendAt(Date.now() + resend_after * 1000);
      return '';
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    } finally {
      setSending(false);
    }
  };
  return { send, sending, secondsLeft: left === null ? 0 : Math.ceil(left / 1000) };
};
