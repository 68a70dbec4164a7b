import { type LotterySignin, lotteryIdentities } from '@app/contract';
import { lotterySigninContract } from '@app/contract/lottery';
import { Form, type FormInstance, Input, Radio, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveSignin } from './api.js';
import { SettingsForm } from './settings-form.js';

type Props = { activityId: number; form: FormInstance<LotterySignin>; signin: LotterySignin };

/** Whether phones may sign in, who a signed-in person is, and what the sign-in wall shows. */
export const SigninForm = ({ activityId, form, signin }: Props) => {
  const { t } = useTranslation('lottery', { keyPrefix: 'signin' });
  const save = useSaveSignin();
  const identity = Form.useWatch('identity', form) ?? signin.identity;
  return (
    <SettingsForm
      activityId={activityId}
      form={form}
      initialValues={signin}
      schema={lotterySigninContract.saveSite.input}
      save={save}
      saving={save.isPending}
      saveLabel={t('save')}
    >
      <Form.Item name="open" label={t('open')} extra={t('openHelp')} valuePropName="checked">
        <Switch aria-label={t('open')} />
      </Form.Item>
      <Form.Item name="identity" label={t('identity')} extra={t(`identityHelp.${identity}`)}>
        <Radio.Group aria-label={t('identity')}>
          <Space direction="vertical">
            {lotteryIdentities.map((id) => (
              <Radio key={id} value={id}>
                {t(`identities.${id}`)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="wall_title" label={t('wallTitle')}>
        <Input maxLength={40} aria-label={t('wallTitle')} />
      </Form.Item>
      <Form.Item name="show_photos" label={t('showPhotos')} valuePropName="checked">
        <Switch aria-label={t('showPhotos')} />
      </Form.Item>
    </SettingsForm>
  );
};
