import type { H5Activity, LotteryMyWin, LotteryPhone as PhoneData } from '@app/contract';
import { lotteryPhoneContract } from '@app/contract/lottery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-error.js';
import { callLive } from '../kit/live-api.js';
import { useEnter } from '../kit/live-enter.js';
import { liveKey } from '../kit/live-hooks.js';
import { canTakePart } from '../kit/live-settings.js';
import { ticketStore } from '../kit/live-store.js';
import { useWechatAuthorize, useWechatReturn } from '../kit/wechat-entry.js';
import { PhoneHome } from './phone-home.js';
import { PhoneSignin, type SignInValues } from './phone-signin.js';
import { useLotteryLive } from './use-lottery-live.js';
import './lottery-live-messages.js';
import './phone.css';

/** A hall of phones should not read their prizes in the same millisecond after the winners show. */
const spreadMs = 1500;
/** How often a phone waiting for the host's answer to its takeover request asks again. */
const takeoverPollMs = 3000;

const Notice = ({ title, action }: { title: string; action?: { label: string; run: () => void } }) => (
  <div className="lp-center">
    <p className="lp-sub">{title}</p>
    {action && (
      <button className="lp-button" type="button" onClick={action.run}>
        {action.label}
      </button>
    )}
  </div>
);

/**
 * The lottery on a participant's phone (/h5/<code> of a kind-5 activity): the phone enters the activity (with
 * WeChat when the activity asks), signs in with the organiser's fields, then follows the draw; after each result
 * it reads its own prizes again, so a winner sees the claim form without reloading.
 */
export const LotteryPhone = ({ info, code }: { info: H5Activity; code: string }) => {
  const { t } = useTranslation(['lotteryLive', 'live']);
  const client = useQueryClient();
  const [ticket, setTicket] = useState(() => ticketStore.get(code));
  const enter = useEnter(info, { silent: true });
  const { wechatCode, drop } = useWechatReturn(code);
  const authorize = useWechatAuthorize(code);
  const key = liveKey(lotteryPhoneContract.info, { ticket });
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const live = useLotteryLive<PhoneData>({
    activityId: info.id,
    queryKey: key,
    read: (signal) => callLive(lotteryPhoneContract.info, { ticket }, { signal, silent: true }),
    stageOf: (d) => d.stage,
    enabled: ticket !== '',
    onStage: (stage) => {
      if (stage.phase !== 'result') return;
      clearTimeout(pending.current);
      pending.current = setTimeout(live.reload, Math.random() * spreadMs);
    },
  });

  const needsWechat = info.needs_wechat && !wechatCode;
  const open = canTakePart(info.state);
  const enterNow = () =>
    enter.mutate(
      { wechat_code: wechatCode },
      {
        onSuccess: (p) => {
          ticketStore.set(code, p.ticket);
          setTicket(p.ticket);
          drop();
        },
        onError: drop,
      },
    );
  const entered = useRef(false);
  useEffect(() => {
    if (entered.current || ticket || !open || needsWechat) return;
    entered.current = true;
    enterNow();
  });
  // A ticket the server no longer takes (from another activity's reset, forged) is dropped: the phone enters again.
  useEffect(() => {
    const e = live.error;
    if (!(e instanceof ApiError) || e.code === 0) return;
    ticketStore.clear(code);
    entered.current = false;
    setTicket('');
  }, [live.error, code]);

  const signIn = useMutation({
    mutationFn: (values: SignInValues) =>
      callLive(lotteryPhoneContract.signIn, { ticket, ...values }, { silent: true }),
    onSuccess: (data) => client.setQueryData(key, data),
  });
  // While the host decides on this phone's takeover request, the phone asks again now and then.
  const waiting = live.data?.takeover?.status === 'pending' && !live.data.me;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(live.reload, takeoverPollMs);
    return () => clearInterval(timer);
  }, [waiting, live.reload]);
  const claimed = (win: LotteryMyWin) =>
    client.setQueryData<PhoneData>(key, (d) =>
      d ? { ...d, wins: d.wins.map((w) => (w.winner_id === win.winner_id ? win : w)) } : d,
    );

  const content = () => {
    if (!open) return <Notice title={info.state_message || t(`live:state.${info.state}`)} />;
    if (!ticket) {
      if (needsWechat && !enter.isPending) {
        return <Notice title={info.title} action={{ label: t('phone.wechat'), run: () => authorize.mutate() }} />;
      }
      if (enter.isError) {
        return <Notice title={enter.error.message} action={{ label: t('phone.retry'), run: enterNow }} />;
      }
      return <div className="lp-center lp-spinner" role="progressbar" aria-label={t('phone.loading')} />;
    }
    const data = live.data;
    if (!data) {
      if (live.error)
        return <Notice title={t('phone.failed')} action={{ label: t('phone.retry'), run: live.reload }} />;
      return <div className="lp-center lp-spinner" role="progressbar" aria-label={t('phone.loading')} />;
    }
    const shown = live.stage ? { ...data, stage: live.stage } : data;
    if (!shown.me) {
      if (!shown.signin.open) return <Notice title={t('phone.signinClosed')} />;
      return (
        <div className="lp-body">
          <PhoneSignin
            data={shown}
            ticket={ticket}
            wechat={info.needs_wechat}
            busy={signIn.isPending}
            error={signIn.error?.message ?? ''}
            onSignIn={(v) => signIn.mutate(v)}
          />
        </div>
      );
    }
    return <PhoneHome data={shown} ticket={ticket} onClaimed={claimed} />;
  };

  return <main className="lp">{content()}</main>;
};
