import { commandsAt, type HostCommand, liveClock, type SessionConsole, type SessionSnapshot } from '@app/contract';
import { gameContract } from '@app/contract/game';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-error.js';
import { type Host, hostCall } from '../kit/host-call.js';
import { useLiveSession } from '../kit/use-live-session.js';

const fullReadMs = 5000;

export const consoleKey = (host: Host) => ['live', gameContract.init.path, host];

/** The commands the shown state takes at `nowMs` on the server clock: a step whose deadline passed takes the closed step's. */
export const commandsOf = (snapshot: SessionSnapshot, nowMs: number): readonly HostCommand[] =>
  commandsAt(
    {
      phase: snapshot.phase,
      paused: snapshot.paused,
      deadlineMs: snapshot.deadline_at === null ? null : Date.parse(snapshot.deadline_at),
    },
    nowMs,
  );

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
    read: (signal) => hostCall(gameContract.init, host, {}, signal),
    snapshotOf: (d) => d.snapshot,
    stage: true,
  });

  const settle = ({ applied, console }: { applied: boolean; console: SessionConsole }) => {
    client.setQueryData(key, console);
    if (!applied) void message.info(t('console.notApplied'), toastSeconds);
  };
  const failed = (e: Error) => void message.error(e.message, toastSeconds);
  const command = useMutation({
    mutationFn: ({ command, version }: { command: HostCommand; version: number }) =>
      hostCall(gameContract.switch, host, { command, from_version: version }),
    onSuccess: settle,
    onError: failed,
  });
  const reset = useMutation({
    mutationFn: (version: number) => hostCall(gameContract.resetRound, host, { from_version: version }),
    onSuccess: settle,
    onError: failed,
  });

  const snapshot = session.snapshot;
  // Refused joins are not announced on the channel: while the session is full the console reads them now and then.
  const full = snapshot !== null && snapshot.joined >= snapshot.capacity;
  const { reload } = session;
  useEffect(() => {
    if (!full) return;
    const timer = setInterval(reload, fullReadMs);
    return () => clearInterval(timer);
  }, [full, reload]);
  // A deadline closes a step without a transition on the channel: the console looks again just after it passes.
  const [, setClosedAt] = useState(0);
  const closesAt = snapshot?.phase === 'question' && !snapshot.paused ? snapshot.deadline_at : null;
  const { now } = session;
  useEffect(() => {
    if (closesAt === null) return;
    const timer = setTimeout(() => setClosedAt(now()), Date.parse(closesAt) + liveClock.graceMs + 50 - now());
    return () => clearTimeout(timer);
  }, [closesAt, now]);
  const commands = snapshot ? commandsOf(snapshot, now()) : [];
  return {
    ...session,
    commands,
    busy: command.isPending || reset.isPending,
    send: (c: HostCommand) => snapshot && command.mutate({ command: c, version: snapshot.version }),
    reset: () => snapshot && reset.mutate(snapshot.version),
  };
};
