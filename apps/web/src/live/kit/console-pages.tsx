import { activityKind } from '@app/contract/activity';
import { liveSessionContract } from '@app/contract/live-session';
import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { ApiError } from '../../app/api-error.js';
import { usePathParam } from '../../app/page-address.js';
import { Providers } from '../../app/providers.js';
import { useActivityId } from '../../components/use-activity-id.js';
import { type Host, hostCall } from './host-call.js';

const InteractiveConsolePage = lazy(() =>
  import('../interactive/console-page.js').then((m) => ({ default: m.ConsolePage })),
);
const InteractiveHostLinkPage = lazy(() =>
  import('../interactive/console-host-page.js').then((m) => ({ default: m.HostLinkConsolePage })),
);
const LotteryConsole = lazy(() => import('../lottery/console-lottery.js').then((m) => ({ default: m.LotteryConsole })));
const GradeConsole = lazy(() => import('../grade/console-grade.js').then((m) => ({ default: m.GradeConsole })));
const loading = <Spin size="large" style={{ display: 'block', marginTop: '40vh' }} />;

type Props = { host: Host | null; organiser: boolean; otherwise: ReactNode };

/**
 * One console address for every on-site kind: `live/hostKind` says whose console the activity or host link opens,
 * the lottery's for a lottery; anything else (or a refusal) gets the interactive quiz's console, whose own read
 * says what is wrong. A lost read is tried again before deciding.
 */
const ConsoleOfKind = ({ host, organiser, otherwise }: Props) => {
  const kind = useQuery({
    queryKey: ['live', liveSessionContract.hostKind.path, host],
    queryFn: ({ signal }) => hostCall(liveSessionContract.hostKind, host as Host, {}, signal),
    enabled: host !== null,
    retry: (count, error) => error instanceof ApiError && error.code === 0 && count < 3,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (host && kind.isPending) return loading;
  return (
    <Suspense fallback={loading}>
      {host && kind.data?.kind === activityKind.lottery ? (
        <LotteryConsole host={host} organiser={organiser} />
      ) : host && kind.data?.kind === activityKind.grade ? (
        <GradeConsole host={host} organiser={organiser} />
      ) : (
        otherwise
      )}
    </Suspense>
  );
};

/** /activity/console?activity_id=: the organiser's console, opened from the activity lists. */
export const ConsolePage = () => {
  const activityId = useActivityId();
  const host = activityId ? { activity_id: activityId } : null;
  return <ConsoleOfKind host={host} organiser otherwise={<InteractiveConsolePage />} />;
};

/** /h5/host/<key>: the console on a phone, opened from the host link, no login needed. */
export const HostLinkConsolePage = () => {
  const key = usePathParam('key');
  // A host link opens in the live entry, which carries no antd theme of its own.
  return (
    <Providers>
      <ConsoleOfKind host={{ host_key: key }} organiser={false} otherwise={<InteractiveHostLinkPage />} />
    </Providers>
  );
};
