import type { AntiCheatSettings as Settings } from '@app/contract';
import { Button, Card, Flex, Form, InputNumber, message, Skeleton, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { useAntiCheat, useSaveAntiCheat } from './anti-cheat-api.js';
import { BannedTable } from './banned-table.js';

/** The 防作弊 tab: who may join and how often, and the participants banned from the activity. */
export const AntiCheatSettings = ({ activityId }: { activityId: number }) => {
  const info = useAntiCheat(activityId);
  if (!info.data) return <Skeleton active />;
  return (
    <Flex vertical gap={16}>
      <SettingsCard key={activityId} activityId={activityId} loaded={info.data.settings} />
      <BannedTable activityId={activityId} banned={info.data.banned} />
    </Flex>
  );
};

const SettingsCard = ({ activityId, loaded }: { activityId: number; loaded: Settings }) => {
  const { t } = useTranslation('quiz', { keyPrefix: 'antiCheat' });
  const [form] = Form.useForm<Settings>();
  const save = useSaveAntiCheat();

  const submit = (values: Settings) =>
    save.mutate(
      { ...values, ip_day_max: values.ip_day_max ?? 0, activity_id: activityId },
      {
        onSuccess: (data) => {
          form.setFieldsValue(data);
          void message.success(t('saved'), toastSeconds);
        },
      },
    );

  return (
    <Card title={t('settings')}>
      <Form form={form} initialValues={loaded} labelCol={{ flex: '200px' }} labelWrap onFinish={submit}>
        <Form.Item name="signed_device" label={t('signedDevice')} valuePropName="checked" extra={t('signedDeviceHelp')}>
          <Switch aria-label={t('signedDevice')} />
        </Form.Item>
        <Form.Item
          name="one_device_per_phone"
          label={t('oneDevicePerPhone')}
          valuePropName="checked"
          extra={t('oneDevicePerPhoneHelp')}
        >
          <Switch aria-label={t('oneDevicePerPhone')} />
        </Form.Item>
        <Form.Item name="ip_day_max" label={t('ipDayMax')} extra={t('ipDayMaxHelp')}>
          <InputNumber min={0} max={10_000} precision={0} aria-label={t('ipDayMax')} />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
};
