import { type PanelMode, panelMode } from '@app/contract';
import { authContract } from '@app/contract/auth';
import { Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../../app/api-hooks.js';
import { AgreementLine } from './agreement-line.js';
import { AgreementModal } from './agreement-modal.js';
import { SmsCodeField } from './sms-code-field.js';
import { useAuthSubmit } from './use-auth-submit.js';
import { useSmsCountdown } from './use-sms-countdown.js';
import type { AuthValues } from './validate-auth.js';

type Props = { initialMode?: PanelMode; onSuccess?: () => void; onModeChange?: (mode: PanelMode) => void };

const emptyFields = { phone: '', code: '', password: '', confirm: '' };
const modes = [
  { mode: panelMode.login, label: 'modeLogin', title: 'titleLogin', submit: 'submitLogin' },
  { mode: panelMode.register, label: 'modeRegister', title: 'titleRegister', submit: 'submitRegister' },
  { mode: panelMode.recover, label: 'modeRecover', title: 'titleRecover', submit: 'submitRecover' },
] as const;

/** Login, register and recover in one panel (spec sections 2, 4, 5). */
export const AuthPanel = ({ initialMode = panelMode.login, onSuccess, onModeChange }: Props) => {
  const { t } = useTranslation('auth');
  const [mode, setMode] = useState<PanelMode>(initialMode);
  const [fields, setFields] = useState(emptyFields);
  const [agreement, setAgreement] = useState<0 | 1>(1);
  const [agreementOpen, setAgreementOpen] = useState(false);
  const countdown = useSmsCountdown();
  const { submit, busy } = useAuthSubmit(mode, onSuccess);
  // The agreement text differs per mode: the query key carries the mode, so a switch loads it again.
  const agreementText = useEndpointQuery(authContract.userAgreement, { type: mode });

  const enterMode = (next: PanelMode) => {
    setMode(next);
    setFields(emptyFields);
    countdown.reset();
  };
  const switchMode = (next: PanelMode) => {
    if (next === mode) return;
    enterMode(next);
    onModeChange?.(next);
  };

  // The page's path can change the mode too (browser back between /login and /register).
  const [seenInitial, setSeenInitial] = useState(initialMode);
  if (initialMode !== seenInitial) {
    setSeenInitial(initialMode);
    if (initialMode !== mode) enterMode(initialMode);
  }

  const set = (key: keyof typeof emptyFields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));
  const current = modes.find((m) => m.mode === mode) ?? modes[0];
  const values: AuthValues = { ...fields, agreement };
  const passwordLabel = mode === panelMode.recover ? t('newPasswordPlaceholder') : t('passwordPlaceholder');

  return (
    <Flex vertical gap={16} style={{ width: '100%', maxWidth: 400 }}>
      <Flex gap={8} role="group">
        {modes.map((m) => (
          <Button
            key={m.mode}
            type={m.mode === mode ? 'primary' : 'text'}
            aria-pressed={m.mode === mode}
            autoInsertSpace={false}
            onClick={() => switchMode(m.mode)}
          >
            {t(m.label)}
          </Button>
        ))}
      </Flex>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t(current.title)}
      </Typography.Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit(values);
        }}
      >
        <Flex vertical gap={14}>
          <Input
            size="large"
            value={fields.phone}
            maxLength={11}
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('phonePlaceholder')}
            aria-label={t('phonePlaceholder')}
            onChange={set('phone')}
          />
          {mode !== panelMode.login && (
            <SmsCodeField
              mode={mode}
              phone={fields.phone}
              value={fields.code}
              countdown={countdown}
              onChange={(code) => setFields((f) => ({ ...f, code }))}
            />
          )}
          <Input.Password
            size="large"
            value={fields.password}
            autoComplete={mode === panelMode.login ? 'current-password' : 'new-password'}
            placeholder={passwordLabel}
            aria-label={passwordLabel}
            onChange={set('password')}
          />
          {mode !== panelMode.login && (
            <Input.Password
              size="large"
              value={fields.confirm}
              autoComplete="new-password"
              placeholder={t('confirmPlaceholder')}
              aria-label={t('confirmPlaceholder')}
              onChange={set('confirm')}
            />
          )}
          <AgreementLine
            mode={mode}
            checked={agreement}
            onToggle={setAgreement}
            onOpen={() => setAgreementOpen(true)}
          />
          <Button type="primary" size="large" htmlType="submit" block loading={busy} autoInsertSpace={false}>
            {t(current.submit)}
          </Button>
        </Flex>
      </form>
      <AgreementModal
        open={agreementOpen}
        html={agreementText.data?.user_agreement ?? ''}
        onClose={() => setAgreementOpen(false)}
        onAgree={() => {
          setAgreement(1);
          setAgreementOpen(false);
        }}
      />
    </Flex>
  );
};
