import { activityKind, type H5Activity, type Participant, type SurveyForm } from '@app/contract';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useEnter } from './live-enter.js';
import { LiveFrame } from './live-frame.js';
import { LiveSpinner } from './live-notice.js';
import type { LiveSession, Screen } from './live-screen.js';
import { canTakePart, readLiveSettings } from './live-settings.js';
import { ticketStore } from './live-store.js';
import { CoverScreen } from './phone-cover.js';
import { JoinScreen } from './phone-join.js';
import { useWechatAuthorize, useWechatReturn } from './wechat-entry.js';

// Each kind's screens after joining load only for its own participants.
const VoteHome = lazy(() => import('../vote/phone-home.js').then((m) => ({ default: m.VoteHome })));
const SurveyHome = lazy(() => import('../survey/phone-home.js').then((m) => ({ default: m.SurveyHome })));
const QuizFlow = lazy(() => import('../quiz/phone-flow.js').then((m) => ({ default: m.QuizFlow })));

const needsForm = (info: H5Activity) => info.needs_password || info.needs_answer_code || info.signup_fields.length > 0;

/** A questionnaire/vote/form activity's form; undefined for the other kinds. */
const kind4Form = (info: H5Activity): SurveyForm | undefined =>
  info.kind === activityKind.survey ? ((info.settings.form as SurveyForm | undefined) ?? 'survey') : undefined;

/**
 * The way into an online quiz and a questionnaire, vote or form (cover, joining, WeChat's sign-in), then the kind's
 * own screens, each kind's loaded only by its participants.
 */
export const LiveScreens = ({ info, code }: { info: H5Activity; code: string }) => {
  const settings = readLiveSettings(info.settings);
  const [ticket, setTicket] = useState(() => ticketStore.get(code));
  const { wechatCode, drop } = useWechatReturn(code);
  const open = canTakePart(info.state);
  // A participant who joined before comes back to their home, unless the activity has stopped meanwhile; one
  // back from WeChat's consent page joins with it (a form first, when the activity has one).
  const [screen, go] = useState<Screen>(() => {
    if (wechatCode && open) return { name: needsForm(info) ? 'join' : 'cover' };
    return { name: ticket && open ? 'home' : 'cover' };
  });
  const enter = useEnter(info);
  const authorize = useWechatAuthorize(code);

  const joined = (p: Participant) => {
    ticketStore.set(code, p.ticket);
    setTicket(p.ticket);
    drop();
    go({ name: 'home' });
  };
  const enterDirectly = () => enter.mutate({ wechat_code: wechatCode }, { onSuccess: joined, onError: drop });
  const start = () => {
    if (ticket && !wechatCode) go({ name: 'home' });
    else if (info.needs_wechat && !wechatCode) authorize.mutate();
    else if (needsForm(info)) go({ name: 'join' });
    else enterDirectly();
  };
  const returned = useRef(false);
  useEffect(() => {
    if (returned.current || !wechatCode || !open || needsForm(info)) return;
    returned.current = true;
    enterDirectly();
  });
  const ticketLost = useCallback(() => {
    ticketStore.clear(code);
    setTicket('');
    go({ name: 'cover' });
  }, [code]);

  const live: LiveSession = { info, settings, ticket, go };
  const view = () => {
    switch (screen.name) {
      case 'cover':
        return (
          <CoverScreen
            info={info}
            settings={settings}
            starting={enter.isPending || authorize.isPending}
            viaWechat={info.needs_wechat && !wechatCode && !ticket}
            onStart={start}
          />
        );
      case 'join':
        return (
          <JoinScreen info={info} wechatCode={wechatCode} onJoined={joined} onBack={() => go({ name: 'cover' })} />
        );
      default: {
        const form = kind4Form(info);
        const kindScreens =
          form === 'vote' ? (
            <VoteHome live={live} onTicketLost={ticketLost} />
          ) : form ? (
            <SurveyHome live={live} onTicketLost={ticketLost} />
          ) : (
            <QuizFlow live={live} screen={screen} onTicketLost={ticketLost} />
          );
        return <Suspense fallback={<LiveSpinner />}>{kindScreens}</Suspense>;
      }
    }
  };
  return (
    <LiveFrame theme={settings.theme} plain={!info.media}>
      {view()}
    </LiveFrame>
  );
};
