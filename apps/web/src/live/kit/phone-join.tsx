import { type H5Activity, type Participant, phonePattern, type signupFieldKeys } from '@app/contract';
import { type FormEvent, Fragment, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { identityStatement, sendEnterCode, useEnter } from './live-enter.js';
import { Panel, ScreenBar } from './live-frame.js';
import { PhoneAlert } from './phone-alert.js';
import { PhoneButton } from './phone-button.js';
import { PhoneField } from './phone-field.js';

type FieldKey = (typeof signupFieldKeys)[number];
type Key = 'password' | 'answer_code' | FieldKey;
type Props = {
  info: H5Activity;
  /** The WeChat sign-in this page came back with: joining sends it with the form. */
  wechatCode?: string;
  onJoined: (participant: Participant) => void;
  onBack: () => void;
};

// Most activities take a participant as their device: only those that prove phones load the SMS code field.
const SmsCodeField = lazy(() => import('./sms-code-field.js').then((m) => ({ default: m.SmsCodeField })));
const inputModes: Partial<Record<FieldKey, 'tel' | 'email' | 'numeric'>> = { phone: 'tel', email: 'email' };

/**
 * Password, answer code and sign-up form before the first answer, saying who the participant will be; where the
 * activity proves phones, the SMS code under the phone number. Errors stay on the form so the participant can fix them.
 */
export const JoinScreen = ({ info, wechatCode = '', onJoined, onBack }: Props) => {
  const { t } = useTranslation('live');
  const enter = useEnter(info, { silent: true });
  const [values, setValues] = useState<Partial<Record<Key, string>>>({});
  const [problems, setProblems] = useState<Partial<Record<Key | 'sms_code', string>>>({});
  const [smsCode, setSmsCode] = useState('');
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const proves = info.identity === 'phone';

  const asked: { key: Key; label: string; required: boolean; missing: string }[] = [
    ...(info.needs_password
      ? [{ key: 'password' as const, label: t('password'), required: true, missing: t('passwordRequired') }]
      : []),
    ...(info.needs_answer_code
      ? [{ key: 'answer_code' as const, label: t('answerCode'), required: true, missing: t('answerCodeRequired') }]
      : []),
    ...info.signup_fields.map(({ key, required }) => ({
      key,
      label: t(`field.${key}`),
      required,
      missing: t('fieldRequired', { title: t(`field.${key}`) }),
    })),
  ];

  const problemOf = (key: Key, required: boolean, missing: string) => {
    const value = values[key]?.trim() ?? '';
    if (!value) return required ? missing : undefined;
    if (key === 'phone' && !phonePattern.test(value)) return t('phoneInvalid');
    return undefined;
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: typeof problems = Object.fromEntries(
      asked.flatMap(({ key, required, missing }) => {
        const problem = problemOf(key, required, missing);
        return problem ? [[key, problem]] : [];
      }),
    );
    if (proves && !smsCode.trim()) found.sms_code = t('smsCodeRequired');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setError('');
    const { password = '', answer_code = '', ...fields } = values;
    enter.mutate(
      { password, answer_code, fields, wechat_code: wechatCode, sms_code: proves ? smsCode.trim() : '' },
      { onSuccess: onJoined, onError: (failure) => setError(failure.message) },
    );
  };

  const change = (key: Key) => (value: string) => {
    setValues({ ...values, [key]: value });
    setProblems({ ...problems, [key]: undefined });
  };
  const sent = (problem: string) => {
    setProblems({ ...problems, sms_code: problem || undefined });
    setNotice(problem ? '' : t('smsSent'));
  };
  const codeField = (
    <div className="ph-field">
      <Suspense>
        <SmsCodeField
          id="join-sms-code"
          value={smsCode}
          onChange={(value) => {
            setSmsCode(value);
            setProblems({ ...problems, sms_code: undefined });
          }}
          phone={values.phone ?? ''}
          phoneValid={phonePattern.test(values.phone?.trim() ?? '')}
          sendCode={sendEnterCode(info.code)}
          onSent={sent}
        />
      </Suspense>
      {problems.sms_code ? (
        <p className="ph-error" role="alert">
          {problems.sms_code}
        </p>
      ) : (
        notice && <p className="ph-muted">{notice}</p>
      )}
    </div>
  );

  return (
    <>
      <ScreenBar title={t('joinTitle')} onBack={onBack} />
      <Panel>
        <form className="ph-form" onSubmit={submit} noValidate>
          <p className="ph-muted ph-text">{t(identityStatement(info))}</p>
          {asked.map(({ key, label }) => (
            <Fragment key={key}>
              <PhoneField
                id={`join-${key}`}
                label={label}
                value={values[key] ?? ''}
                error={problems[key]}
                autoComplete="off"
                type={key === 'password' ? 'password' : undefined}
                maxLength={key === 'answer_code' ? 20 : undefined}
                inputMode={key in inputModes ? inputModes[key as FieldKey] : undefined}
                {...(key === 'unit' &&
                  info.units.length > 0 && {
                    options: info.units.map((u) => ({ value: u, label: u })),
                    placeholder: t('unitPick'),
                  })}
                onChange={change(key)}
              />
              {proves && key === 'phone' && codeField}
            </Fragment>
          ))}
          {error && <PhoneAlert tone="error" text={error} />}
          <PhoneButton kind="primary" type="submit" block busy={enter.isPending}>
            {t('enter')}
          </PhoneButton>
        </form>
      </Panel>
    </>
  );
};
