import { type PanelMode, panelMode, smsPurpose } from '@app/contract';
import { authContract } from '@app/contract/auth';
import { Button, Input, message, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, callApi, toastSeconds } from '../../app/api-client.js';
import { showNotice } from '../../components/notice-dialog.js';
import { checkPhone } from './validate-auth.js';

type Props = {
  mode: PanelMode;
  phone: string;
  value: string;
  onChange: (code: string) => void;
  countdown: { remaining: number; running: boolean; start: () => void };
};

/** The code input and its send button: idle, a 60-second countdown of the remaining seconds, idle again. */
export const SmsCodeField = ({ mode, phone, value, onChange, countdown }: Props) => {
  const { t } = useTranslation('auth');
  const [sending, setSending] = useState(false);

  const send = async () => {
    const problem = checkPhone(phone);
    if (problem) {
      showNotice(t(problem));
      return;
    }
    setSending(true);
    try {
      const type = mode === panelMode.recover ? smsPurpose.recover : smsPurpose.register;
      await callApi(authContract.sendSmsCode, { phone: phone.trim(), type });
      void message.success(t('smsSent'), toastSeconds);
      countdown.start();
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
    } finally {
      setSending(false);
    }
  };

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        size="large"
        value={value}
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={t('codePlaceholder')}
        aria-label={t('codePlaceholder')}
        onChange={(e) => onChange(e.target.value)}
      />
      <Button size="large" disabled={countdown.running || sending} onClick={send} style={{ minWidth: 140 }}>
        {countdown.running ? t('resendIn', { seconds: countdown.remaining }) : t('sendCode')}
      </Button>
    </Space.Compact>
  );
};
