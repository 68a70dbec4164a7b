import type { H5Activity, Participant, signupFieldKeys } from '@app/contract';
import { Alert, Button, Form, type FormRule, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnter } from './live-enter.js';
import { Panel, ScreenBar } from './live-frame.js';

type FieldKey = (typeof signupFieldKeys)[number];
type Values = { password?: string; answer_code?: string } & Partial<Record<FieldKey, string>>;
type Props = {
  info: H5Activity;
  /** The WeChat sign-in this page came back with: joining sends it with the form. */
  wechatCode?: string;
  onJoined: (participant: Participant) => void;
  onBack: () => void;
};

const inputModes: Partial<Record<FieldKey, 'tel' | 'email' | 'numeric'>> = { phone: 'tel', email: 'email' };

/** Password, answer code and sign-up form before the first answer; errors stay on the form so the participant can fix them. */
export const JoinScreen = ({ info, wechatCode = '', onJoined, onBack }: Props) => {
  const { t } = useTranslation('live');
  const enter = useEnter(info, { silent: true });
  const [error, setError] = useState('');

  const submit = ({ password = '', answer_code = '', ...fields }: Values) => {
    setError('');
    enter.mutate(
      { password, answer_code, fields, wechat_code: wechatCode },
      { onSuccess: onJoined, onError: (e) => setError(e.message) },
    );
  };

  const rulesOf = (key: FieldKey, required: boolean): FormRule[] => {
    const rules: FormRule[] = [
      { required, whitespace: true, message: t('fieldRequired', { title: t(`field.${key}`) }) },
    ];
    if (key === 'phone') rules.push({ pattern: /^1\d{10}$/, message: t('phoneInvalid') });
    return rules;
  };

  return (
    <>
      <ScreenBar title={t('joinTitle')} onBack={onBack} />
      <Panel>
        <Form<Values> layout="vertical" size="large" onFinish={submit} requiredMark={false}>
          {info.needs_password && (
            <Form.Item
              name="password"
              label={t('password')}
              rules={[{ required: true, whitespace: true, message: t('passwordRequired') }]}
            >
              <Input.Password autoComplete="off" />
            </Form.Item>
          )}
          {info.needs_answer_code && (
            <Form.Item
              name="answer_code"
              label={t('answerCode')}
              rules={[{ required: true, whitespace: true, message: t('answerCodeRequired') }]}
            >
              <Input autoComplete="off" maxLength={20} />
            </Form.Item>
          )}
          {info.signup_fields.map(({ key, required }) => (
            <Form.Item key={key} name={key} label={t(`field.${key}`)} rules={rulesOf(key, required)}>
              {key === 'unit' && info.units.length > 0 ? (
                <Select
                  showSearch
                  placeholder={t('unitPick')}
                  options={info.units.map((u) => ({ value: u, label: u }))}
                />
              ) : (
                <Input inputMode={inputModes[key]} autoComplete="off" />
              )}
            </Form.Item>
          ))}
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" size="large" block loading={enter.isPending}>
            {t('enter')}
          </Button>
        </Form>
      </Panel>
    </>
  );
};
