import { activityKind, type H5Activity, type Participant, type SurveyForm } from '@app/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Providers } from '../../app/providers.js';
import { PkHomeScreen } from '../pk/phone-home.js';
import { PkMatchScreen } from '../pk/phone-match.js';
import { PkResultScreen } from '../pk/phone-result.js';
import { DrawScreen } from '../quiz/phone-draw.js';
import { HomeScreen } from '../quiz/phone-home.js';
import { MineScreen } from '../quiz/phone-mine.js';
import { QuizScreen } from '../quiz/phone-quiz.js';
import { RankingScreen } from '../quiz/phone-ranking.js';
import { ResultScreen } from '../quiz/phone-result.js';
import { SurveyHome } from '../survey/phone-home.js';
import { MoreScreen } from '../theme/phone-more.js';
import { VideoScreen } from '../theme/phone-video.js';
import { VoteHome } from '../vote/phone-home.js';
import { useEnter } from './live-enter.js';
import { LiveFrame } from './live-frame.js';
import type { LiveSession, Screen } from './live-screen.js';
import { canTakePart, readLiveSettings } from './live-settings.js';
import { ticketStore } from './live-store.js';
import { CoverScreen } from './phone-cover.js';
import { JoinScreen } from './phone-join.js';
import './screens-texts.js';
import { useWechatAuthorize, useWechatReturn } from './wechat-entry.js';

const needsForm = (info: H5Activity) => info.needs_password || info.needs_answer_code || info.signup_fields.length > 0;

/** A questionnaire/vote/form activity's form; undefined for the other kinds. */
const kind4Form = (info: H5Activity): SurveyForm | undefined =>
  info.kind === activityKind.survey ? ((info.settings.form as SurveyForm | undefined) ?? 'survey') : undefined;

/**
 * The pages of an online quiz and of a questionnaire, vote or form: cover, joining, the learning video, extra
 * questions, the quiz, PK, draws, prizes, ranking; loaded only by the participants of those kinds.
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
      case 'home':
        return kind4Form(info) === 'vote' ? (
          <VoteHome live={live} onTicketLost={ticketLost} />
        ) : kind4Form(info) ? (
          <SurveyHome live={live} onTicketLost={ticketLost} />
        ) : (
          <HomeScreen live={live} onTicketLost={ticketLost} />
        );
      case 'quiz':
        return <QuizScreen live={live} attempt={screen.attempt} />;
      case 'result':
        return <ResultScreen live={live} result={screen.result} />;
      case 'draw':
        return <DrawScreen live={live} />;
      case 'mine':
        return <MineScreen live={live} />;
      case 'ranking':
        return <RankingScreen live={live} />;
      case 'pk':
        return <PkHomeScreen live={live} />;
      case 'pkMatch':
        return <PkMatchScreen live={live} match={screen.match} />;
      case 'pkResult':
        return <PkResultScreen live={live} result={screen.result} level={screen.level} />;
      case 'video':
        return <VideoScreen live={live} />;
      case 'more':
        return <MoreScreen live={live} back={screen.back} />;
    }
  };
  // These pages are antd's: its theme and locale come with them, not with the live entry.
  return (
    <Providers>
      <LiveFrame theme={settings.theme} plain={!info.media}>
        {view()}
      </LiveFrame>
    </Providers>
  );
};
