import { useCallback, useEffect, useState } from 'react';

/** Spec section 9: the sms resend countdown. */
export const smsCountdownSeconds = 60;

/** The sms button's states: idle (remaining 0), then a countdown of the remaining seconds, then idle again. */
export const useSmsCountdown = (seconds: number = smsCountdownSeconds) => {
  const [remaining, setRemaining] = useState(0);

  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setRemaining((r) => Math.max(0, r - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback(() => setRemaining(seconds), [seconds]);
  const reset = useCallback(() => setRemaining(0), []);

  return { remaining, running, start, reset };
};
