import type { ThemeVideo } from '@app/contract';
import { Button, Card, Form, Input, InputNumber, message, Skeleton, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { ImageField } from '../../components/image-field.js';
import { useSaveThemeVideo, useThemeVideo, videoPasses } from './video-api.js';
import { VideoField } from './video-field.js';

/** The learning video tab of /activity/deploy: a video participants watch, for a least time, before answering. */
export const VideoSettings = ({ activityId }: { activityId: number }) => {
  const video = useThemeVideo(activityId);
  return video.data ? <VideoForm key={activityId} activityId={activityId} loaded={video.data} /> : <Skeleton active />;
};

const VideoForm = ({ activityId, loaded }: { activityId: number; loaded: ThemeVideo }) => {
  const { t } = useTranslation('quiz', { keyPrefix: 'video' });
  const { t: quizT } = useTranslation('quiz');
  const [form] = Form.useForm<ThemeVideo>();
  const save = useSaveThemeVideo();

  const submit = () => {
    const values = { ...loaded, ...form.getFieldsValue() };
    const input = { ...values, activity_id: activityId, min_seconds: values.min_seconds ?? 0 };
    if (!videoPasses(input)) return;
    save.mutate(input, {
      onSuccess: (data) => {
        form.setFieldsValue(data);
        void message.success(quizT('saved'), toastSeconds);
      },
    });
  };

  return (
    <Card title={t('card')}>
      <Form form={form} initialValues={loaded} labelCol={{ flex: '160px' }} labelWrap onFinish={submit}>
        <Form.Item name="enabled" label={t('enabled')} extra={t('enabledHelp')} valuePropName="checked">
          <Switch aria-label={t('enabled')} />
        </Form.Item>
        <Form.Item name="title" label={t('title')}>
          <Input maxLength={50} aria-label={t('title')} />
        </Form.Item>
        <Form.Item name="url" label={t('file')}>
          <VideoField label={t('file')} />
        </Form.Item>
        <Form.Item name="cover" label={t('cover')}>
          <ImageField label={t('cover')} />
        </Form.Item>
        <Form.Item name="min_seconds" label={t('minSeconds')} extra={t('minSecondsHelp')}>
          <InputNumber min={0} max={7200} precision={0} aria-label={t('minSeconds')} />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {quizT('save')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
};
