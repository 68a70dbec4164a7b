import { type GradeCommand, type GradeConsole, gradeCommandsByPhase, type InputOf } from '@app/contract';
import { gradeStageContract } from '@app/contract/grade';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Host, hostCall, isOrganiser } from '../kit/host-call.js';
import { showLiveToast } from '../kit/live-toast.js';
import { useGradeStage } from './use-grade-stage.js';
import './grade-live-messages.js';

type CommandInput = Omit<InputOf<typeof gradeStageContract.command>, 'activity_id' | 'host_key' | 'from_version'>;
export type GradeCommandExtra = Omit<CommandInput, 'command'>;
export type SendGradeCommand = (command: GradeCommand, extra?: GradeCommandExtra) => void;

export const gradeConsoleKey = (host: Host) => ['live', gradeStageContract.stage.path, host];

/**
 * The host's console of judge scoring: the stage followed live, the console read again on every `grade.stage` (a
 * judge scoring moves its progress, flags and scores too), and each command sent from the version on screen, so a
 * double press (or a second console) moves one step.
 */
export const useGradeConsole = (host: Host) => {
  const { t } = useTranslation('gradeLive');
  const client = useQueryClient();
  const key = gradeConsoleKey(host);
  const live = useGradeStage<GradeConsole>({
    activityId: isOrganiser(host) ? host.activity_id : null,
    queryKey: key,
    read: (signal) => hostCall(gradeStageContract.stage, host, {}, signal),
    stageOf: (d) => d.stage,
    onStage: () => live.reload(),
  });
  const { data, stage } = live;

  // The version the last command went from: a second press on the same state sends nothing.
  const sentFrom = useRef<number | null>(null);
  const mutation = useMutation({
    mutationFn: (input: CommandInput & { from_version: number }) => hostCall(gradeStageContract.command, host, input),
    onSuccess: ({ applied, console }) => {
      client.setQueryData(key, console);
      live.keep(console.stage);
      if (!applied) showLiveToast(t('console.notApplied'), 'info');
    },
    onError: (e) => {
      sentFrom.current = null;
      showLiveToast(e.message);
    },
  });
  const send: SendGradeCommand = (command, extra = {}) => {
    if (!stage || sentFrom.current === stage.version) return;
    sentFrom.current = stage.version;
    mutation.mutate({ command, from_version: stage.version, ...extra });
  };

  // The console's own read names its commands; a newer stage from the channel goes by its phase.
  const commands: readonly GradeCommand[] =
    stage && data && data.stage.version === stage.version
      ? data.commands
      : stage
        ? gradeCommandsByPhase[stage.phase]
        : [];
  return { ...live, commands, send, busy: mutation.isPending };
};
