import type { InputOf, LotteryCommand, LotteryConsole } from '@app/contract';
import { lotteryContract } from '@app/contract/lottery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Host, hostCall } from '../kit/host-call.js';
import { showLiveToast } from '../kit/live-toast.js';
import { lotteryConsoleKey } from './lottery-console-read.js';
import './lottery-live-messages.js';

type CommandInput = Omit<InputOf<typeof lotteryContract.command>, 'activity_id' | 'host_key' | 'from_version'>;
export type SendCommand = (command: LotteryCommand, extra?: Omit<CommandInput, 'command'>) => void;

/**
 * Sends host commands with the version the surface shows, so a double press (or a second console) moves one
 * step; the answer's console is kept at once, and a stale version says so instead of changing anything.
 */
export const useLotteryCommand = (host: Host | null, version: number | null, onAnswer: (c: LotteryConsole) => void) => {
  const { t } = useTranslation('lotteryLive');
  const client = useQueryClient();
  // The version the last command went from: a second press on the same state (a double press of space) sends
  // nothing, while a press on a newer state goes out even before the last answer is back.
  const sentFrom = useRef<number | null>(null);
  const mutation = useMutation({
    mutationFn: (input: CommandInput & { from_version: number }) =>
      hostCall(lotteryContract.command, host as Host, input),
    onSuccess: ({ applied, console }) => {
      if (host) client.setQueryData(lotteryConsoleKey(host), console);
      onAnswer(console);
      if (!applied) showLiveToast(t('console.notApplied'), 'info');
    },
    onError: (e) => {
      sentFrom.current = null;
      showLiveToast(e.message);
    },
  });
  const send: SendCommand = (command, extra = {}) => {
    if (!host || version === null || sentFrom.current === version) return;
    sentFrom.current = version;
    mutation.mutate({ command, from_version: version, ...extra });
  };
  return { send, busy: mutation.isPending };
};
