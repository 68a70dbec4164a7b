import { gameContract } from '@app/contract/game';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../app/api-error.js';
import { callLive } from '../kit/live-api.js';
import { sendUntilHeard } from './answer-retry.js';

export type AnswerState = {
  step: number;
  answer: string[];
  /** sending, retrying (lost tries, sent again), done (stored), refused (the server said why in `message`). */
  status: 'sending' | 'retrying' | 'done' | 'refused';
  message: string;
  errorName?: string;
};

/**
 * This phone's answer to the shown step: sent until the server gives a verdict (a lost try is sent again with the
 * same body), given up once the step is no longer shown (`shownStep` null or another step).
 */
export const useAnswer = (ticket: string, shownStep: number | null, onRefused: (error: ApiError) => void) => {
  const [state, setState] = useState<AnswerState | null>(null);
  const inFlight = useRef<{ step: number; stop: AbortController } | null>(null);
  const refusedRef = useRef(onRefused);
  refusedRef.current = onRefused;

  useEffect(() => {
    if (inFlight.current && inFlight.current.step !== shownStep) inFlight.current.stop.abort();
  }, [shownStep]);
  useEffect(() => () => inFlight.current?.stop.abort(), []);

  const submit = useCallback(
    (step: number, answer: string[]) => {
      inFlight.current?.stop.abort();
      const stop = new AbortController();
      inFlight.current = { step, stop };
      const update = (next: Partial<AnswerState>) => setState((s) => (s && s.step === step ? { ...s, ...next } : s));
      setState({ step, answer, status: 'sending', message: '' });
      const send = (signal: AbortSignal) =>
        callLive(gameContract.answer, { ticket, step_index: step, answer }, { signal, silent: true });
      sendUntilHeard(send, { signal: stop.signal, onRetry: () => update({ status: 'retrying' }) })
        .then(() => update({ status: 'done' }))
        .catch((error: unknown) => {
          if (stop.signal.aborted) return;
          // A try that arrived before its answer was lost: the answer is stored.
          if (error instanceof ApiError && error.errorName === 'GAME_ALREADY_ANSWERED')
            return update({ status: 'done' });
          const refused = error instanceof ApiError ? error : new ApiError(0, String(error));
          update({ status: 'refused', message: refused.message, errorName: refused.errorName });
          refusedRef.current(refused);
        });
    },
    [ticket],
  );

  return { answer: state && state.step === shownStep ? state : null, submit };
};
