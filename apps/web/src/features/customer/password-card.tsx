import { customerContract } from '@app/contract/customer';
import { Button, Card, Form, Input, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { useEndpointMutation } from '../../app/api-hooks.js';
import { showNotice } from '../../components/notice-dialog.js';

type PasswordForm = { old_password?: string; password?: string; confirm_password?: string };

/** The section-5 checks, in the order of the form. */
export const passwordProblem = (v: PasswordForm) => {
  if (!v.old_password) return 'oldPasswordRequired';
  if (!v.password) return 'passwordRequired';
  if (!v.confirm_password) return 'confirmRequired';
  if (v.password !== v.confirm_password) return 'passwordMismatch';
  return null;
};

/** Changing the password keeps this login: the server answers no new token and the session stays. */
export const PasswordCard = () => {
  const { t } = useTranslation('customer');
  const [form] = Form.useForm<PasswordForm>();
  const change = useEndpointMutation(customerContract.changePassword);

  const submit = (v: PasswordForm) => {
    const problem = passwordProblem(v);
    if (problem) {
      showNotice(t(problem));
      return;
    }
    change.mutate(
      { old_password: v.old_password ?? '', password: v.password ?? '', confirm_password: v.confirm_password ?? '' },
      {
        onSuccess: () => {
          void message.success(t('passwordChanged'), toastSeconds);
          form.resetFields();
        },
      },
    );
  };

  return (
    <Card title={t('changePassword')}>
      <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 400 }}>
        <Form.Item name="old_password" label={t('oldPassword')} required>
          <Input.Password autoComplete="current-password" aria-label={t('oldPassword')} />
        </Form.Item>
        <Form.Item name="password" label={t('newPassword')} required>
          <Input.Password autoComplete="new-password" aria-label={t('newPassword')} />
        </Form.Item>
        <Form.Item name="confirm_password" label={t('confirmPassword')} required>
          <Input.Password autoComplete="new-password" aria-label={t('confirmPassword')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('submitPassword')}
        </Button>
      </Form>
    </Card>
  );
};
