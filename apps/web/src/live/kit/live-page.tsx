import { activityKind } from '@app/contract';
import { activityContract } from '@app/contract/activity';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePathParam } from '../../app/page-address.js';
import { useLiveQuery } from './live-hooks.js';
import { LiveNotice, LiveSpinner } from './live-notice.js';

/** The kinds whose phone pages exist; the others' links say so rather than ask for what is not there. */
const hasPhonePage = (kind: number) =>
  kind === activityKind.onlineQuiz ||
  kind === activityKind.survey ||
  kind === activityKind.siteInteraction ||
  kind === activityKind.lottery ||
  kind === activityKind.grade;

// Each kind's pages load only for its own participants.
const InteractivePhone = lazy(() =>
  import('../interactive/phone-game.js').then((m) => ({ default: m.InteractivePhone })),
);
const LotteryPhone = lazy(() => import('../lottery/phone-lottery.js').then((m) => ({ default: m.LotteryPhone })));
const GradePhone = lazy(() => import('../grade/phone-audience.js').then((m) => ({ default: m.GradeAudiencePhone })));
const Screens = lazy(() => import('./live-screens.js').then((m) => ({ default: m.LiveScreens })));

/**
 * The participant's pages of one activity, at /h5/:code, titled with its name: each kind's own pages (live-screens
 * for an online quiz and a questionnaire, vote or form; live/interactive; live/lottery; live/grade), loaded on
 * demand.
 */
export const LivePage = () => {
  const { t } = useTranslation('live');
  const code = usePathParam('code');
  const info = useLiveQuery(activityContract.h5Info, { code }, { asOrganiser: true });
  const title = info.data?.title;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  if (info.data) {
    const { kind } = info.data;
    if (!hasPhonePage(kind)) return <LiveNotice title={t('noPhonePage')} />;
    const KindPage =
      kind === activityKind.siteInteraction
        ? InteractivePhone
        : kind === activityKind.lottery
          ? LotteryPhone
          : kind === activityKind.grade
            ? GradePhone
            : Screens;
    return (
      <Suspense fallback={<LiveSpinner />}>
        <KindPage key={code} info={info.data} code={code} />
      </Suspense>
    );
  }
  if (info.isError) return <LiveNotice title={info.error.message || t('state.closed')} />;
  return <LiveSpinner />;
};
