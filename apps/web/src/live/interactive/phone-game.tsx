import type { H5Activity } from '@app/contract';
import { gameContract } from '@app/contract/game';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-error.js';
import { callLive } from '../kit/live-api.js';
import { useEnter } from '../kit/live-enter.js';
import { canTakePart } from '../kit/live-settings.js';
import { ticketStore } from '../kit/live-store.js';
import { type JoinValues, PhoneJoin } from './phone-join.js';
import { type Blocked, blockedBy, PhoneBlocked, PhoneNotice } from './phone-notice.js';
import { PhonePlay } from './phone-play.js';
import { usePhoneSession, useSeedPhone } from './phone-session.js';
import './interactive-messages.js';
import './phone.css';

type View = { name: 'join'; withEntry: boolean } | { name: 'play' } | { name: 'blocked'; reason: Blocked };

const nicknameKey = (code: string) => `live:nickname:${code}`;
const blockedReason = (e: unknown) => (e instanceof ApiError ? blockedBy[e.errorName ?? ''] : undefined);

/**
 * The interactive quiz on a participant's phone (/h5/<code> of a kind-3 activity): join with a nickname (and the
 * activity's sign-up fields), then follow the session to the end. The participant's ticket is the rejoin token:
 * kept on the device, it brings a reload or a dropped phone back to the shown question with its score.
 */
export const InteractivePhone = ({ info, code }: { info: H5Activity; code: string }) => {
  const { t } = useTranslation(['liveInteractive', 'live']);
  const [ticket, setTicket] = useState(() => ticketStore.get(code));
  const [view, setView] = useState<View>(() => (ticket ? { name: 'play' } : { name: 'join', withEntry: true }));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const enter = useEnter(info, { silent: true });
  const seed = useSeedPhone();
  const block = (reason: Blocked) => setView({ name: 'blocked', reason });
  const session = usePhoneSession(info, ticket, (banned) => block(banned ? 'banned' : 'kicked'), view.name === 'play');

  const refused = (e: unknown) => {
    const reason = blockedReason(e);
    if (reason) block(reason);
    return reason;
  };

  useEffect(() => {
    const e = session.error;
    if (!(e instanceof ApiError) || e.code === 0) return;
    const reason = blockedReason(e);
    if (e.errorName === 'GAME_NOT_JOINED') setView({ name: 'join', withEntry: false });
    else if (reason) setView({ name: 'blocked', reason });
    else {
      // The ticket is no longer good (forged, from another session): join from the start.
      ticketStore.clear(code);
      setTicket('');
      setView({ name: 'join', withEntry: true });
    }
  }, [session.error, code]);

  const join = async (values: Pick<JoinValues, 'nickname'> & Partial<JoinValues>, withEntry: boolean) => {
    setBusy(true);
    setError('');
    try {
      let pass = ticket;
      if (withEntry || !pass) {
        const { password = '', answer_code = '', sms_code = '', fields = {} } = values;
        pass = (await enter.mutateAsync({ password, answer_code, sms_code, fields })).ticket;
        ticketStore.set(code, pass);
      }
      localStorage.setItem(nicknameKey(code), values.nickname);
      const data = await callLive(gameContract.join, { ticket: pass, nickname: values.nickname }, { silent: true });
      seed(pass, data);
      setTicket(pass);
      setView({ name: 'play' });
    } catch (e) {
      if (!refused(e)) setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const joinAgain = () => join({ nickname: localStorage.getItem(nicknameKey(code)) ?? '' }, false);

  const content = () => {
    if (!canTakePart(info.state)) return <PhoneNotice title={info.state_message || t(`live:state.${info.state}`)} />;
    if (view.name === 'join') {
      return (
        <PhoneJoin
          info={info}
          withEntry={view.withEntry}
          nickname={localStorage.getItem(nicknameKey(code)) ?? ''}
          busy={busy}
          error={error}
          onJoin={(v) => void join(v, view.withEntry)}
        />
      );
    }
    if (view.name === 'blocked')
      return <PhoneBlocked reason={view.reason} busy={busy} onRetry={() => void joinAgain()} />;
    if (session.data && session.snapshot) {
      return (
        <PhonePlay
          ticket={ticket}
          data={session.data}
          snapshot={session.snapshot}
          now={session.now}
          onRefused={(e) => {
            if (!refused(e) && e.errorName === 'GAME_WRONG_STEP') session.reload();
          }}
        />
      );
    }
    if (session.error) {
      return <PhoneNotice title={t('phone.failed')} action={{ label: t('phone.retry'), run: session.reload }} />;
    }
    return (
      <div className="ip-center">
        <div className="ip-spinner" />
      </div>
    );
  };

  const background = session.data?.phone_site.background;
  return (
    <main className="ip" style={background ? { backgroundImage: `url("${background}")` } : undefined}>
      {content()}
    </main>
  );
};
