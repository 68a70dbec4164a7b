import { type LotteryPhone, lotteryBarrageTextSchema } from '@app/contract';
import { lotteryPhoneContract } from '@app/contract/lottery';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callLive } from '../kit/live-api.js';
import { problemOf } from './form-check.js';

type Props = { ticket: string; barrage: LotteryPhone['barrage'] };

/** The barrage box: its limits said up front, and whatever the server refuses (filtered, too fast) said plainly. */
export const PhoneBarrage = ({ ticket, barrage }: Props) => {
  const { t } = useTranslation('lotteryLive');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const [sent, setSent] = useState('');
  const send = useMutation({
    mutationFn: (body: string) => callLive(lotteryPhoneContract.barrage, { ticket, text: body }, { silent: true }),
    onSuccess: ({ status }) => {
      setText('');
      setSent(status === 'approved' ? t('phone.barrageShown') : t('phone.barrageQueued'));
    },
    onError: (e) => setProblem(e.message),
  });

  if (!barrage.enabled) return <p className="lp-note">{t('phone.barrageOff')}</p>;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSent('');
    const found = problemOf(lotteryBarrageTextSchema, text);
    setProblem(found);
    if (!found) send.mutate(text.trim());
  };
  return (
    <form className="lp-card" onSubmit={submit} noValidate>
      <h2 className="lp-card-title">{t('phone.barrage')}</h2>
      <div className="lp-barrage-row">
        <input
          className="ph-input"
          aria-label={t('phone.barrage')}
          value={text}
          maxLength={barrage.max_length}
          placeholder={t('phone.barragePlaceholder')}
          onChange={(e) => setText(e.target.value)}
        />
        <button className="lp-button lp-button-small" type="submit" disabled={send.isPending}>
          {t('phone.send')}
        </button>
      </div>
      <p className="lp-note">
        {t('phone.barrageLimits', { max: barrage.max_length, rate: barrage.rate_per_minute, n: text.length })}
        {barrage.moderation === 'pre' ? t('phone.barragePre') : ''}
      </p>
      {problem && (
        <p className="ph-error" role="alert">
          {problem}
        </p>
      )}
      {sent && (
        <p className="lp-ok" role="status">
          {sent}
        </p>
      )}
    </form>
  );
};
