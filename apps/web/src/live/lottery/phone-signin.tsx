import {
  type InputOf,
  type LotteryField,
  type LotteryPhone,
  lotteryFieldValueSchema,
  lotteryLimits,
  lotteryNameSchema,
} from '@app/contract';
import type { lotteryPhoneContract } from '@app/contract/lottery';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../kit/phone-field.js';
import { problemsOf } from './form-check.js';
import { PhonePhoto } from './phone-photo.js';

export type SignInValues = Omit<InputOf<typeof lotteryPhoneContract.signIn>, 'ticket'>;
type Props = { data: LotteryPhone; ticket: string; busy: boolean; error: string; onSignIn: (v: SignInValues) => void };

const inputModes: Partial<Record<LotteryField['kind'], 'tel' | 'numeric'>> = { phone: 'tel' };

/** The sign-in form: the name and the organiser's fields, each checked by its contract rule before it is sent. */
export const PhoneSignin = ({ data, ticket, busy, error, onSignIn }: Props) => {
  const { t } = useTranslation('lotteryLive');
  const [name, setName] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [photo, setPhoto] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = problemsOf({
      name: [lotteryNameSchema, name],
      ...Object.fromEntries(data.fields.map((f) => [f.key, [lotteryFieldValueSchema(f), values[f.key] ?? '']])),
    });
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const answers = Object.fromEntries(data.fields.map((f) => [f.key, (values[f.key] ?? '').trim()]));
    onSignIn({ name: name.trim(), values: answers, photo_url: photo });
  };

  return (
    <form className="lp-card" onSubmit={submit} noValidate>
      <h1 className="lp-title">{data.title}</h1>
      <p className="lp-sub">{t('phone.signinHint')}</p>
      <PhoneField
        id="lp-name"
        label={t('phone.name')}
        required
        value={name}
        error={problems.name}
        maxLength={lotteryLimits.nameMax}
        autoComplete="name"
        onChange={setName}
      />
      {data.fields.map((f) => (
        <PhoneField
          key={f.key}
          id={`lp-${f.key}`}
          label={f.label}
          required={f.required}
          value={values[f.key] ?? ''}
          error={problems[f.key]}
          inputMode={inputModes[f.kind]}
          maxLength={f.kind === 'phone' ? 11 : lotteryLimits.fieldValueMax}
          onChange={(v) => setValues({ ...values, [f.key]: v })}
        />
      ))}
      {data.signin.show_photos && <PhonePhoto ticket={ticket} url={photo} onChange={setPhoto} />}
      {error && (
        <p className="ph-error lp-error-box" role="alert">
          {error}
        </p>
      )}
      <button className="lp-button" type="submit" disabled={busy}>
        {busy ? t('phone.signingIn') : t('phone.signIn')}
      </button>
    </form>
  );
};
