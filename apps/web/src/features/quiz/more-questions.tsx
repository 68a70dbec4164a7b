import { morePagePositions } from '@app/contract';
import { themeContract } from '@app/contract/theme';
import { Button, Card, Form, Input, message, Radio, Skeleton, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { toastSeconds } from '../../app/api-client.js';
import { morePasses, useMorePage, useMoreQuestions, useSaveMorePage } from './more-api.js';
import { MoreQuestionList } from './more-question-list.js';

type MorePage = z.infer<typeof themeContract.morePage.data>;

/** The extra questions tab of /activity/deploy: the page they sit on, and the questions in order. */
export const MoreQuestions = ({ activityId }: { activityId: number }) => {
  const page = useMorePage(activityId);
  const questions = useMoreQuestions(activityId);
  if (!page.data || !questions.data) return <Skeleton active />;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <MorePageForm key={activityId} activityId={activityId} loaded={page.data} />
      <MoreQuestionList activityId={activityId} questions={questions.data} />
    </Space>
  );
};

const MorePageForm = ({ activityId, loaded }: { activityId: number; loaded: MorePage }) => {
  const { t } = useTranslation('quiz', { keyPrefix: 'more' });
  const [form] = Form.useForm<MorePage>();
  const save = useSaveMorePage();

  const submit = () => {
    const input = { ...loaded, ...form.getFieldsValue(), activity_id: activityId };
    if (!morePasses(themeContract.moreSave.input, input)) return;
    save.mutate(input, {
      onSuccess: (data) => {
        form.setFieldsValue(data);
        void message.success(t('saved'), toastSeconds);
      },
    });
  };

  return (
    <Card title={t('pageCard')}>
      <Form form={form} initialValues={loaded} labelCol={{ flex: '120px' }} labelWrap onFinish={submit}>
        <Form.Item name="enabled" label={t('enabled')} extra={t('enabledHelp')} valuePropName="checked">
          <Switch aria-label={t('enabled')} />
        </Form.Item>
        <Form.Item name="position" label={t('position')}>
          <Radio.Group options={morePagePositions.map((p) => ({ value: p, label: t(`positions.${p}`) }))} />
        </Form.Item>
        <Form.Item name="title" label={t('title')}>
          <Input maxLength={50} aria-label={t('title')} />
        </Form.Item>
        <Form.Item name="intro" label={t('intro')}>
          <Input.TextArea rows={3} maxLength={1000} aria-label={t('intro')} />
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
