import type { H5Activity, Participant } from '@app/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useEnter } from '../kit/live-enter.js';
import { LiveFrame } from '../kit/live-frame.js';
import { canTakePart, readLiveSettings } from '../kit/live-settings.js';
import { ticketStore } from '../kit/live-store.js';
import { CoverScreen } from '../kit/phone-cover.js';
import { JoinScreen } from '../kit/phone-join.js';
import { useWechatAuthorize, useWechatReturn } from '../kit/wechat-entry.js';
import { AudienceHome } from './audience-home.js';
import './grade-messages.js';
import './grade-phone.css';

type Screen = 'cover' | 'join' | 'home';

const needsForm = (info: H5Activity) => info.needs_password || info.needs_answer_code || info.signup_fields.length > 0;

/**
 * The audience of a judge scoring activity (/h5/<code> of a kind-6 activity): the kit's way in (cover, the
 * activity's form or WeChat's sign-in, the ticket kept on this phone), then the rounds open to the audience.
 */
export const GradeAudiencePhone = ({ info, code }: { info: H5Activity; code: string }) => {
  const settings = readLiveSettings(info.settings);
  const [ticket, setTicket] = useState(() => ticketStore.get(code));
  const { wechatCode, drop } = useWechatReturn(code);
  const open = canTakePart(info.state);
  const [screen, go] = useState<Screen>(() => {
    if (wechatCode && open) return needsForm(info) ? 'join' : 'cover';
    return ticket && open ? 'home' : 'cover';
  });
  const enter = useEnter(info);
  const authorize = useWechatAuthorize(code);

  const joined = (p: Participant) => {
    ticketStore.set(code, p.ticket);
    setTicket(p.ticket);
    drop();
    go('home');
  };
  const enterDirectly = () => enter.mutate({ wechat_code: wechatCode }, { onSuccess: joined, onError: drop });
  const start = () => {
    if (ticket && !wechatCode) go('home');
    else if (info.needs_wechat && !wechatCode) authorize.mutate();
    else if (needsForm(info)) go('join');
    else enterDirectly();
  };
  // Back from WeChat's consent page with nothing to fill in: the phone enters with it at once.
  const returned = useRef(false);
  useEffect(() => {
    if (returned.current || !wechatCode || !open || needsForm(info)) return;
    returned.current = true;
    enterDirectly();
  });
  const ticketLost = useCallback(() => {
    ticketStore.clear(code);
    setTicket('');
    go('cover');
  }, [code]);

  const view = () => {
    if (screen === 'home' && ticket) return <AudienceHome info={info} ticket={ticket} onTicketLost={ticketLost} />;
    if (screen === 'join')
      return <JoinScreen info={info} wechatCode={wechatCode} onJoined={joined} onBack={() => go('cover')} />;
    return (
      <CoverScreen
        info={info}
        settings={settings}
        starting={enter.isPending || authorize.isPending}
        viaWechat={info.needs_wechat && !wechatCode && !ticket}
        onStart={start}
      />
    );
  };
  return (
    <LiveFrame theme={settings.theme} plain={!info.media}>
      {view()}
    </LiveFrame>
  );
};
