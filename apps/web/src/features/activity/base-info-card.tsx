import type { ActivityDetail } from '@app/contract';
import { Button, Card, DatePicker, Form, Input, message, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { ImagePicker } from '../../components/image-picker.js';
import { useSaveActivity } from './api.js';

type Values = {
  title: string;
  cover: string;
  description: string;
  range: [Dayjs | null, Dayjs | null] | null;
};

const toDay = (value: string | null) => (value ? dayjs(value) : null);
/** The server takes moments as ISO 8601 with the viewer's offset, or '' for none. */
const toMoment = (value: Dayjs | null | undefined) => (value ? value.format() : '');

/** The activity's name, cover, description and the time it runs; saved with saveActivity. */
export const BaseInfoCard = ({ activity }: { activity: ActivityDetail }) => {
  const { t } = useTranslation('activity');
  const [form] = Form.useForm<Values>();
  const save = useSaveActivity();
  const cover = Form.useWatch('cover', form) ?? activity.cover;
  const initial: Values = {
    title: activity.title,
    cover: activity.cover,
    description: activity.description,
    range: [toDay(activity.start_time), toDay(activity.end_time)],
  };

  const submit = (v: Values) =>
    save.mutate(
      {
        activity_id: activity.id,
        title: v.title,
        cover: v.cover,
        description: v.description,
        start_time: toMoment(v.range?.[0]),
        end_time: toMoment(v.range?.[1]),
      },
      { onSuccess: () => void message.success(t('saved'), toastSeconds) },
    );

  return (
    <Card title={t('baseInfo')}>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <Form.Item
          name="title"
          label={t('activityTitle')}
          rules={[{ required: true, whitespace: true, message: t('titleRequired') }]}
        >
          <Input maxLength={50} showCount aria-label={t('activityTitle')} />
        </Form.Item>
        <Form.Item label={t('cover')}>
          <Space align="start">
            {cover ? <img src={cover} alt={t('cover')} style={{ width: 120, height: 80, objectFit: 'cover' }} /> : null}
            <ImagePicker label={t('pickCover')} onUploaded={(url) => form.setFieldValue('cover', url)} />
          </Space>
        </Form.Item>
        <Form.Item name="cover" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="description" label={t('description')}>
          <Input.TextArea rows={4} maxLength={5000} aria-label={t('description')} />
        </Form.Item>
        <Form.Item name="range" label={t('runTime')}>
          <DatePicker.RangePicker showTime allowEmpty={[true, true]} placeholder={[t('startTime'), t('endTime')]} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('save')}
        </Button>
      </Form>
    </Card>
  );
};
