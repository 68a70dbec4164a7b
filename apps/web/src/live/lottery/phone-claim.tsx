import { type LotteryClaimForm, type LotteryMyWin, lotteryClaimFormSchema } from '@app/contract';
import { lotteryPhoneContract } from '@app/contract/lottery';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callLive } from '../kit/live-api.js';
import { PhoneField } from '../kit/phone-field.js';
import { problemsOf } from './form-check.js';

type Props = {
  ticket: string;
  win: LotteryMyWin;
  /** What the form starts with when the winner has not filled it yet: the sign-in's name and phone. */
  start: LotteryClaimForm;
  onClaimed: (win: LotteryMyWin) => void;
};

/** One of my prizes: the tier and prize, and the claim form (name, phone, address) until it is redeemed. */
export const PhoneClaim = ({ ticket, win, start, onClaimed }: Props) => {
  const { t } = useTranslation('lotteryLive');
  const [editing, setEditing] = useState(win.claim === null);
  const [form, setForm] = useState<LotteryClaimForm>(win.claim ?? start);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const claim = useMutation({
    mutationFn: (body: LotteryClaimForm) =>
      callLive(lotteryPhoneContract.claim, { ticket, winner_id: win.winner_id, ...body }, { silent: true }),
    onSuccess: (answer) => {
      setEditing(false);
      onClaimed(answer);
    },
    onError: (e) => setError(e.message),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError('');
    const found = problemsOf({
      name: [lotteryClaimFormSchema.shape.name, form.name],
      phone: [lotteryClaimFormSchema.shape.phone, form.phone],
      address: [lotteryClaimFormSchema.shape.address, form.address],
    });
    setProblems(found);
    if (Object.keys(found).length === 0) claim.mutate(lotteryClaimFormSchema.parse(form));
  };
  const field = (key: keyof LotteryClaimForm, extra: { inputMode?: 'tel'; maxLength?: number } = {}) => (
    <PhoneField
      id={`lp-claim-${win.winner_id}-${key}`}
      label={t(`phone.claim.${key}`)}
      required
      value={form[key]}
      error={problems[key]}
      onChange={(v) => setForm({ ...form, [key]: v })}
      {...extra}
    />
  );

  return (
    <section className="lp-card lp-win" aria-label={win.tier_name}>
      {win.prize_image && <img className="lp-win-image" src={win.prize_image} alt="" />}
      <h2 className="lp-card-title">{win.tier_name}</h2>
      {win.prize_title && <p className="lp-win-prize">{win.prize_title}</p>}
      {win.redeemed_at ? (
        <p className="lp-ok">{t('phone.redeemed')}</p>
      ) : editing ? (
        <form onSubmit={submit} noValidate>
          <p className="lp-note">{t('phone.claimHint')}</p>
          {field('name')}
          {field('phone', { inputMode: 'tel', maxLength: 11 })}
          {field('address')}
          {error && (
            <p className="ph-error lp-error-box" role="alert">
              {error}
            </p>
          )}
          <button className="lp-button" type="submit" disabled={claim.isPending}>
            {t('phone.claimSubmit')}
          </button>
        </form>
      ) : (
        <div className="lp-claimed">
          <p className="lp-ok">{t('phone.claimed')}</p>
          <p>
            {win.claim?.name} · {win.claim?.phone}
          </p>
          <p>{win.claim?.address}</p>
          <button className="lp-button lp-button-ghost" type="button" onClick={() => setEditing(true)}>
            {t('phone.claimEdit')}
          </button>
        </div>
      )}
    </section>
  );
};
