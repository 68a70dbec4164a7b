import { type LotteryConsole, lotteryCommandsByPhase } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Host } from '../kit/host-call.js';
import { lotteryConsoleKey, readLotteryConsole } from './lottery-console-read.js';
import { useLotteryCommand } from './lottery-host.js';
import { useLotteryLive } from './use-lottery-live.js';

/**
 * The host's console of a lottery: the stage followed live (and the sign-ins as they come), the console read again
 * after every stage so its tiers, winners and counts follow, and each command sent with the version on screen.
 */
export const useLotteryConsole = (host: Host) => {
  const client = useQueryClient();
  const key = lotteryConsoleKey(host);
  const [signed, setSigned] = useState<number | null>(null);
  const live = useLotteryLive<LotteryConsole>({
    activityId: 'activity_id' in host ? host.activity_id : null,
    queryKey: key,
    read: (signal) => readLotteryConsole(host, signal),
    stageOf: (d) => d.stage,
    withFeed: true,
    onStage: () => live.reload(),
    onWall: (e) => setSigned(e.signed_count),
    onTakeover: () => live.reload(),
  });
  const command = useLotteryCommand(host, live.stage?.version ?? null, (c) => {
    client.setQueryData(key, c);
    live.keep(c.stage);
  });
  const { data, stage } = live;
  // The console's own read names its commands; a newer stage from the channel goes by its phase.
  const commands =
    stage && data && data.stage.version === stage.version
      ? data.commands
      : stage
        ? lotteryCommandsByPhase[stage.phase]
        : [];
  const signedCount = Math.max(signed ?? 0, stage?.signed_count ?? 0, data?.signed_count ?? 0);
  return { ...live, commands, signedCount, send: command.send, busy: command.busy };
};
