import { type ActivityDetail, type ActivityKind, activityKind } from '@app/contract';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { kindLabelKey, setupPaths } from '../../components/activity-kinds.js';
import { useCreateActivity, useTemplateDetail } from './api.js';
import { galleryPathOf } from './gallery-routes.js';

type Props = { kind: number; tplId: number };

/**
 * Where a new activity goes first: its kind's set-up page (an online quiz's questions, an interactive quiz's
 * rounds, a questionnaire or form's builder, a lottery's settings), a vote to its own setup, any other kind to its
 * base settings.
 */
const firstPageOf = ({ kind, id, settings }: ActivityDetail) => {
  if (kind === activityKind.survey && settings.form === 'vote') return `/activity/vote?activity_id=${id}`;
  return `${setupPaths[kind as ActivityKind] ?? '/activity/activitySettin'}?activity_id=${id}`;
};

/** Names the new activity of `kind`, from the chosen template (its cover and what it sets up) or blank. */
export const CreateActivityForm = ({ kind, tplId }: Props) => {
  const { t } = useTranslation('activity');
  const navigate = useNavigate();
  const [form] = Form.useForm<{ title: string }>();
  const template = useTemplateDetail(tplId).data;
  const create = useCreateActivity();

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
      extra={<Link to={galleryPathOf(kind)}>{t('pickTemplate')}</Link>}
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
