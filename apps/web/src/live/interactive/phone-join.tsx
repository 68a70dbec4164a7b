import { type H5Activity, nicknameSchema, phonePattern, sessionLimits } from '@app/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { identityStatement, sendEnterCode } from '../kit/live-enter.js';
import { SmsCodeField } from '../kit/sms-code-field.js';

type FieldKey = H5Activity['signup_fields'][number]['key'];
export type JoinValues = {
  nickname: string;
  password: string;
  answer_code: string;
  /** The SMS code sent to the phone field's number, when the activity proves phones (identity `phone`). */
  sms_code: string;
  fields: Partial<Record<FieldKey, string>>;
};
type Props = {
  info: H5Activity;
  /** This phone has no ticket yet: the activity's own entry (password, answer code, sign-up fields) comes first. */
  withEntry: boolean;
  nickname: string;
  busy: boolean;
  error: string;
  onJoin: (values: JoinValues) => void;
};

const inputModes: Partial<Record<FieldKey, 'tel' | 'email'>> = { phone: 'tel', email: 'email' };
const codeClasses = { field: 'ip-field', input: 'ip-input', row: 'ip-code-row', send: 'ip-code-send' };

/** The join form: a nickname for the big screen and, on a first visit, what the activity asks of its participants. */
export const PhoneJoin = ({ info, withEntry, nickname: kept, busy, error, onJoin }: Props) => {
  const { t } = useTranslation(['liveInteractive', 'live']);
  const [nickname, setNickname] = useState(kept);
  const [password, setPassword] = useState('');
  const [answerCode, setAnswerCode] = useState('');
  const [fields, setFields] = useState<Partial<Record<FieldKey, string>>>({});
  const [smsCode, setSmsCode] = useState('');
  const [problem, setProblem] = useState('');
  const [notice, setNotice] = useState('');
  const proves = withEntry && info.identity === 'phone';

  const check = () => {
    const name = nicknameSchema.safeParse(nickname);
    if (!name.success) return name.error.issues[0]?.message ?? t('phone.nicknameRequired');
    if (!withEntry) return '';
    if (info.needs_password && !password.trim()) return t('live:passwordRequired');
    if (info.needs_answer_code && !answerCode.trim()) return t('live:answerCodeRequired');
    for (const { key, required } of info.signup_fields) {
      const value = fields[key]?.trim() ?? '';
      if (required && !value) return t('live:fieldRequired', { title: t(`live:field.${key}`) });
      if (key === 'phone' && value && !phonePattern.test(value)) return t('live:phoneInvalid');
    }
    if (proves && !smsCode.trim()) return t('live:smsCodeRequired');
    return '';
  };
  const sent = (found: string) => {
    setProblem(found);
    setNotice(found ? '' : t('live:smsSent'));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = check();
    setProblem(found);
    if (found) return;
    onJoin({
      nickname: nickname.trim(),
      password: password.trim(),
      answer_code: answerCode.trim(),
      sms_code: smsCode.trim(),
      fields,
    });
  };
  const shown = problem || error;

  return (
    <div className="ip-body" style={{ justifyContent: 'center' }}>
      <form className="ip-card" onSubmit={submit} noValidate>
        <h1>{info.title}</h1>
        <p>{t('phone.joinTitle')}</p>
        {withEntry && <p className="ip-hint">{t(`live:${identityStatement(info)}`)}</p>}
        <label className="ip-field">
          <span>{t('phone.nickname')}</span>
          <input
            className="ip-input"
            value={nickname}
            maxLength={sessionLimits.nicknameMax}
            placeholder={t('phone.nicknameHint')}
            autoComplete="nickname"
            onChange={(e) => setNickname(e.target.value)}
          />
        </label>
        {withEntry && info.needs_password && (
          <label className="ip-field">
            <span>{t('live:password')}</span>
            <input
              className="ip-input"
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
        )}
        {withEntry && info.needs_answer_code && (
          <label className="ip-field">
            <span>{t('live:answerCode')}</span>
            <input
              className="ip-input"
              value={answerCode}
              maxLength={20}
              onChange={(e) => setAnswerCode(e.target.value)}
            />
          </label>
        )}
        {withEntry &&
          info.signup_fields.map(({ key }) => (
            <div className="ip-field" key={key}>
              <label htmlFor={`ip-field-${key}`}>{t(`live:field.${key}`)}</label>
              {key === 'unit' && info.units.length > 0 ? (
                <select
                  id={`ip-field-${key}`}
                  className="ip-input"
                  value={fields.unit ?? ''}
                  onChange={(e) => setFields({ ...fields, unit: e.target.value })}
                >
                  <option value="">{t('live:unitPick')}</option>
                  {info.units.map((u) => (
                    <option key={u} value={u}>
                      {u}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={`ip-field-${key}`}
                  className="ip-input"
                  inputMode={inputModes[key]}
                  value={fields[key] ?? ''}
                  onChange={(e) => setFields({ ...fields, [key]: e.target.value })}
                />
              )}
            </div>
          ))}
        {proves && (
          <SmsCodeField
            id="ip-sms-code"
            value={smsCode}
            onChange={setSmsCode}
            phone={fields.phone ?? ''}
            phoneValid={phonePattern.test(fields.phone?.trim() ?? '')}
            sendCode={sendEnterCode(info.code)}
            onSent={sent}
            classes={codeClasses}
          />
        )}
        {notice && !shown && <p className="ip-hint">{notice}</p>}
        {shown && (
          <p className="ip-error" role="alert">
            {shown}
          </p>
        )}
        <button className="ip-button" type="submit" disabled={busy}>
          {busy ? t('phone.joining') : t('phone.join')}
        </button>
      </form>
    </div>
  );
};
