import { type WechatScope, type WechatSettingRow, wechatScopes } from '@app/contract';
import { Form, Modal, message, Radio, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toastSeconds } from '../../app/api-client.js';
import { useAccountOptions, useSaveSetting } from './api.js';

type Values = { wxaccount_id: number; scope: WechatScope };

/** Chooses the official account (or none) one activity's participants sign in with, and how. */
export const WechatSettingModal = ({ row, onClose }: { row: WechatSettingRow; onClose: () => void }) => {
  const { t } = useTranslation('wxaccount');
  const [form] = Form.useForm<Values>();
  const accounts = useAccountOptions();
  const save = useSaveSetting();
  const officials = (accounts.data?.list ?? []).filter((a) => a.kind === 'official');
  const usable = (a: (typeof officials)[number]) => a.can_sign_in && a.status === 'authorized';
  const options = [
    { value: 0, label: t('noAccount') },
    ...officials.map((a) => ({
      value: a.id,
      label: usable(a) ? a.nickname : `${a.nickname}${t('cannotSignIn')}`,
      disabled: !usable(a),
    })),
  ];
  const submit = (values: Values) =>
    save.mutate(
      { activity_id: row.activity_id, ...values },
      {
        onSuccess: () => {
          void message.success(t('saved'), toastSeconds);
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      title={t('settingFor', { title: row.title })}
      okText={t('save')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ wxaccount_id: row.wxaccount_id ?? 0, scope: row.scope }}
        onFinish={submit}
      >
        <Form.Item name="wxaccount_id" label={t('signInAccount')}>
          <Select options={options} loading={accounts.isPending} aria-label={t('signInAccount')} />
        </Form.Item>
        {accounts.isSuccess && !officials.some(usable) ? (
          <Typography.Paragraph type="secondary">
            {t('noSignInAccounts')}
            <Link to="/function/authorized_add">{t('goAuthorise')}</Link>
          </Typography.Paragraph>
        ) : null}
        <Form.Item name="scope" label={t('scope')}>
          <Radio.Group
            options={wechatScopes.map((s) => ({ value: s, label: t(`scopes.${s}`) }))}
            optionType="default"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};
