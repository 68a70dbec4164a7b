import { type ActivityDetail, activityKind } from '@app/contract';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { activityKinds, kindLabelKey } from '../../components/activity-kinds.js';
import { useCreateActivity, useTemplateDetail } from './api.js';

type Props = { kind: number; tplId: number };

/**
 * Where a new activity goes first: an online quiz to its question setup, an interactive quiz to its rounds, a
 * questionnaire or form to its builder, a vote to its setup, every other kind to its settings.
 */
const firstPageOf = ({ kind, id, settings }: ActivityDetail) => {
  if (kind === activityKind.onlineQuiz) return `/activity/deploy?activity_id=${id}`;
  if (kind === activityKind.siteInteraction) return `/activity/game?activity_id=${id}`;
  if (kind === activityKind.survey && settings.form === 'vote') return `/activity/vote?activity_id=${id}`;
  if (kind === activityKind.survey) return `/activity/survey?activity_id=${id}`;
  return `/activity/activitySettin?activity_id=${id}`;
};

/** Names the new activity of `kind`, from the chosen template (its cover and what it sets up) or blank. */
export const CreateActivityForm = ({ kind, tplId }: Props) => {
  const { t } = useTranslation('activity');
  const navigate = useNavigate();
  const [form] = Form.useForm<{ title: string }>();
  const template = useTemplateDetail(tplId).data;
  const create = useCreateActivity();
  const gallery = activityKinds.find((k) => k.kind === kind)?.route ?? '/recommend/recommend';

  // The template's name arrives after the form mounted; it fills the title unless one was typed.
  useEffect(() => {
    if (template && !form.getFieldValue('title')) form.setFieldValue('title', template.title);
  }, [template, form]);

  const submit = ({ title }: { title: string }) =>
    create.mutate(
      { type: kind, tpl_id: tplId || '', title: title.trim() },
      { onSuccess: (a) => navigate(firstPageOf(a)) },
    );

  return (
    <Card
      title={t('createKind', { kind: t(kindLabelKey(kind)) })}
      extra={<Link to={gallery}>{t('pickTemplate')}</Link>}
    >
      {template ? (
        <Flex gap={16} style={{ marginBottom: 24 }}>
          {template.cover ? (
            <img src={template.cover} alt={template.title} style={{ width: 200, height: 120, objectFit: 'cover' }} />
          ) : null}
          <Flex vertical>
            <Typography.Text strong>{t('fromTemplate', { title: template.title })}</Typography.Text>
            <ul style={{ margin: '8px 0', paddingLeft: 20 }}>
              {template.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </Flex>
        </Flex>
      ) : (
        <Typography.Paragraph type="secondary">{t('blankHint')}</Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ title: '' }}>
        <Form.Item
          name="title"
          label={t('activityTitle')}
          rules={[{ required: true, whitespace: true, message: t('titleRequired') }]}
        >
          <Input maxLength={50} showCount aria-label={t('activityTitle')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('create')}
        </Button>
      </Form>
    </Card>
  );
};
