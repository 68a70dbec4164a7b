import { feedbackTypes } from '@app/contract';
import { contentContract } from '@app/contract/content';
import { Button, Card, Form, Input, message, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { useEndpointMutation } from '../../app/api-hooks.js';
import { session } from '../../app/session.js';
import { uiFlags } from '../../app/ui-flags.js';
import { showNotice } from '../../components/notice-dialog.js';
import { FeedbackImages } from './feedback-images.js';

type FeedbackForm = { type: number; content?: string; contact?: string };

/** Spec section 5: feedback needs a login; a visitor gets the login popup instead. */
const requireLogin = () => {
  if (session.token()) return true;
  uiFlags.openLoginPopup();
  return false;
};

/** /feedback: type, content, up to six images and a contact. */
export const FeedbackPage = () => {
  const { t } = useTranslation('content');
  const [form] = Form.useForm<FeedbackForm>();
  const [images, setImages] = useState<string[]>([]);
  const send = useEndpointMutation(contentContract.addFeedback);
  const typeOptions = Object.values(feedbackTypes).map((value) => ({ value, label: t(`feedbackType${value}`) }));

  const submit = (v: FeedbackForm) => {
    if (!requireLogin()) return;
    if (!v.content?.trim()) {
      showNotice(t('contentRequired'));
      return;
    }
    send.mutate(
      { type: v.type, content: v.content.trim(), images, contact: v.contact?.trim() ?? '' },
      {
        onSuccess: () => {
          void message.success(t('feedbackDone'), toastSeconds);
          form.resetFields();
          setImages([]);
        },
      },
    );
  };

  return (
    <div style={{ padding: 24, maxWidth: 760 }}>
      <Card>
        <Typography.Title level={3}>{t('feedbackTitle')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('feedbackIntro')}</Typography.Paragraph>
        <Form form={form} layout="vertical" initialValues={{ type: feedbackTypes.bug }} onFinish={submit}>
          <Form.Item name="type" label={t('feedbackType')}>
            <Select options={typeOptions} aria-label={t('feedbackType')} style={{ maxWidth: 240 }} />
          </Form.Item>
          <Form.Item name="content" label={t('feedbackContent')} required>
            <Input.TextArea rows={6} maxLength={1000} showCount placeholder={t('contentRequired')} />
          </Form.Item>
          <Form.Item label={t('feedbackImages')}>
            <FeedbackImages images={images} onChange={setImages} beforePick={requireLogin} />
          </Form.Item>
          <Form.Item name="contact" label={t('feedbackContact')}>
            <Input maxLength={50} placeholder={t('feedbackContactHint')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={send.isPending}>
            {t('feedbackSubmit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
};
