import { commandsByPhase, contract, type HostCommand, type SessionConsole, type SessionSnapshot } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { useLiveSession } from '../kit/use-live-session.js';
import { type Host, hostCall } from './host-call.js';

const fullReadMs = 5000;

export const consoleKey = (host: Host) => ['live', contract.game.init.path, host];

/** The commands the shown state takes: the phase's (commandsByPhase), pause or resume as the step runs or not. */
export const commandsOf = (snapshot: SessionSnapshot): readonly HostCommand[] =>
  commandsByPhase[snapshot.phase].filter((c) => c !== (snapshot.paused ? 'pause' : 'resume'));

/**
 * The host's console: the session followed live, and each command sent with the version on screen, so a double
 * click (or a second console) moves one step; a stale version answers the current state, shown at once.
 */
export const useConsole = (host: Host) => {
  const { t } = useTranslation('liveInteractive');
  const client = useQueryClient();
  const key = consoleKey(host);
  const session = useLiveSession<SessionConsole>({
    activityId: 'activity_id' in host ? host.activity_id : null,
    queryKey: key,
    read: (signal) => hostCall(contract.game.init, host, {}, signal),
    snapshotOf: (d) => d.snapshot,
  });

  const settle = ({ applied, console }: { applied: boolean; console: SessionConsole }) => {
    client.setQueryData(key, console);
    if (!applied) void message.info(t('console.notApplied'), toastSeconds);
  };
  const failed = (e: Error) => void message.error(e.message, toastSeconds);
  const command = useMutation({
    mutationFn: ({ command, version }: { command: HostCommand; version: number }) =>
      hostCall(contract.game.switch, host, { command, from_version: version }),
    onSuccess: settle,
    onError: failed,
  });
  const reset = useMutation({
    mutationFn: (version: number) => hostCall(contract.game.resetRound, host, { from_version: version }),
    onSuccess: settle,
    onError: failed,
  });

  const snapshot = session.snapshot;
  const data = session.data;
  // Refused joins are not announced on the channel: while the session is full the console reads them now and then.
  const full = snapshot !== null && snapshot.joined >= snapshot.capacity;
  const { reload } = session;
  useEffect(() => {
    if (!full) return;
    const timer = setInterval(reload, fullReadMs);
    return () => clearInterval(timer);
  }, [full, reload]);
  // The console's own read names its commands; a newer state from the channel goes by its phase.
  const commands =
    snapshot && data && data.snapshot.version === snapshot.version
      ? data.commands
      : snapshot
        ? commandsOf(snapshot)
        : [];
  return {
    ...session,
    commands,
    busy: command.isPending || reset.isPending,
    send: (c: HostCommand) => snapshot && command.mutate({ command: c, version: snapshot.version }),
    reset: () => snapshot && reset.mutate(snapshot.version),
  };
};
