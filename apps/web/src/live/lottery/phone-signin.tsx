import {
  type InputOf,
  type LotteryField,
  type LotteryPhone,
  lotteryFieldValueSchema,
  lotteryLimits,
  lotteryNameSchema,
  phonePattern,
} from '@app/contract';
import { lotteryPhoneContract } from '@app/contract/lottery';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callLive } from '../kit/live-api.js';
import { PhoneField } from '../kit/phone-field.js';
import { SmsCodeField } from '../kit/sms-code-field.js';
import { problemsOf } from './form-check.js';
import { PhonePhoto } from './phone-photo.js';

export type SignInValues = Omit<InputOf<typeof lotteryPhoneContract.signIn>, 'ticket'>;
type Props = {
  data: LotteryPhone;
  ticket: string;
  /** The activity signs its guests in as their WeChat accounts. */
  wechat: boolean;
  busy: boolean;
  error: string;
  onSignIn: (v: SignInValues) => void;
};

const inputModes: Partial<Record<LotteryField['kind'], 'tel' | 'numeric'>> = { phone: 'tel' };

/**
 * The sign-in form: who the guest will be (the activity's identity, stated), the name and the organiser's fields,
 * each checked by its contract rule before it is sent, and the SMS code where a number is proven: always with
 * identity `phone`, and with a roster once the row asked for is another phone's (the host is asked meanwhile).
 */
export const PhoneSignin = ({ data, ticket, wechat, busy, error, onSignIn }: Props) => {
  const { t } = useTranslation('lotteryLive');
  const [name, setName] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [photo, setPhoto] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState('');
  const { identity } = data.signin;
  const asksCode = identity === 'phone' || (identity === 'roster' && data.takeover !== null);
  const sendCode = (phone: string) => callLive(lotteryPhoneContract.sendCode, { ticket, phone }, { silent: true });
  const sent = (problem: string) => {
    setProblems({ ...problems, sms: problem });
    setNotice(problem ? '' : t('live:smsSent'));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = problemsOf({
      name: [lotteryNameSchema, name],
      ...Object.fromEntries(data.fields.map((f) => [f.key, [lotteryFieldValueSchema(f), values[f.key] ?? '']])),
    });
    if (identity === 'phone' && !smsCode.trim()) found.sms = t('live:smsCodeRequired');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const answers = Object.fromEntries(data.fields.map((f) => [f.key, (values[f.key] ?? '').trim()]));
    onSignIn({ name: name.trim(), values: answers, photo_url: photo, sms_code: smsCode.trim() });
  };
  const takeover = data.takeover;

  return (
    <form className="lp-card" onSubmit={submit} noValidate>
      <h1 className="lp-title">{data.title}</h1>
      <p className="lp-sub">{t('phone.signinHint')}</p>
      <p className="lp-sub">{t(`phone.identity.${wechat ? 'wechat' : identity}`)}</p>
      {takeover && (
        <p className="lp-notice" role="status">
          {t(`phone.takeover.${takeover.status === 'refused' ? 'refused' : 'pending'}`, { name: takeover.name })}
          {data.fields.some((f) => f.key === 'phone') && t('phone.takeover.prove')}
        </p>
      )}
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
      {asksCode && (
        <SmsCodeField
          id="lp-sms-code"
          value={smsCode}
          onChange={setSmsCode}
          phone={values.phone ?? ''}
          phoneValid={phonePattern.test(values.phone?.trim() ?? '')}
          sendCode={sendCode}
          onSent={sent}
        />
      )}
      {problems.sms && (
        <p className="ph-error" role="alert">
          {problems.sms}
        </p>
      )}
      {notice && !problems.sms && <p className="lp-sub">{notice}</p>}
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
