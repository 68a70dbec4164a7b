import type { PkConfig } from '@app/contract';
import { pkContract } from '@app/contract/quiz';
import { Button, Card, Form, Input, InputNumber, message, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { ImageField } from '../../components/image-field.js';
import { pkPasses, useSavePkConfig } from './pk-api.js';

type Props = { activityId: number; loaded: PkConfig };

/** PK mode's switch and what participants see: title, rules, background, and matches per person per day. */
export const PkConfigForm = ({ activityId, loaded }: Props) => {
  const { t } = useTranslation('quiz', { keyPrefix: 'pk' });
  const [form] = Form.useForm<PkConfig>();
  const save = useSavePkConfig();

  const submit = () => {
    const values = { ...loaded, ...form.getFieldsValue() };
    const input = { ...values, activity_id: activityId, day_max: values.day_max ?? 0 };
    if (!pkPasses(pkContract.save.input, input)) return;
    save.mutate(input, {
      onSuccess: (data) => {
        form.setFieldsValue(data);
        void message.success(t('saved'), toastSeconds);
      },
    });
  };

  return (
    <Card title={t('config.card')}>
      <Form form={form} initialValues={loaded} labelCol={{ flex: '160px' }} labelWrap onFinish={submit}>
        <Form.Item name="enabled" label={t('config.enabled')} valuePropName="checked">
          <Switch aria-label={t('config.enabled')} />
        </Form.Item>
        <Form.Item name="title" label={t('config.title')}>
          <Input maxLength={30} aria-label={t('config.title')} />
        </Form.Item>
        <Form.Item name="rules" label={t('config.rules')}>
          <Input.TextArea
            rows={4}
            maxLength={2000}
            aria-label={t('config.rules')}
            placeholder={t('config.rulesPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="background" label={t('config.background')}>
          <ImageField label={t('config.background')} />
        </Form.Item>
        <Form.Item name="day_max" label={t('config.dayMax')} extra={t('config.dayMaxHelp')}>
          <InputNumber min={0} max={100} precision={0} aria-label={t('config.dayMax')} />
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
