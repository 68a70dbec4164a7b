import { useTranslation } from 'react-i18next';
import { type SendJoinCode, useJoinCode } from './use-join-code.js';
import './phone-kit.css';

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The number the form gives; the code is sent only to a well-formed one. */
  phone: string;
  /**
   * Whether `phone` is well-formed, by the contract's `phonePattern`: the form checks it, so this field imports
   * nothing of the contract and a join form can load it lazily, only where the activity proves phones.
   */
  phoneValid: boolean;
  sendCode: SendJoinCode;
  /** After each ask: the refusal's message, or '' once the code is on its way. */
  onSent: (problem: string) => void;
  /** The page's own classes for the field, its input, the row and the send button. */
  classes?: { field: string; input: string; row: string; send: string };
};

const kitClasses = { field: 'ph-field', input: 'ph-input', row: 'ph-code-row', send: 'ph-code-send' };

/** The SMS code input of a phone form, with the button that sends the code and counts down to the next one. */
export const SmsCodeField = ({
  id,
  value,
  onChange,
  phone,
  phoneValid,
  sendCode,
  onSent,
  classes = kitClasses,
}: Props) => {
  const { t } = useTranslation('live');
  const joinCode = useJoinCode(sendCode);
  const send = async () => {
    onSent(phoneValid ? await joinCode.send(phone.trim()) : t('phoneInvalid'));
  };
  return (
    <div className={classes.field}>
      <label htmlFor={id}>{t('smsCode')}</label>
      <div className={classes.row}>
        <input
          id={id}
          className={classes.input}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          className={classes.send}
          type="button"
          disabled={joinCode.sending || joinCode.secondsLeft > 0}
          onClick={() => void send()}
        >
          {joinCode.secondsLeft > 0 ? t('smsResendIn', { seconds: joinCode.secondsLeft }) : t('smsSend')}
        </button>
      </div>
    </div>
  );
};
