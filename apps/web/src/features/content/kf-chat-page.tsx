import { envelopeCode, feedbackTypes } from '@app/contract';
import { contentContract } from '@app/contract/content';
import { Alert, Button, Card, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, callApi } from '../../app/api-client.js';
import { useEndpointQuery } from '../../app/api-hooks.js';

/** The shell's chat frame closes when it receives a message carrying the close flag (spec section 2). */
const closeFrame = () => window.parent.postMessage({ close: true }, '*');

type Status = 'idle' | 'sending' | 'sent' | 'needLogin';

/** /kf-chat: a leave-a-message page shown inside the shell's chat frame. */
export const KfChatPage = () => {
  const { t } = useTranslation('content');
  const [text, setText] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const kf = useEndpointQuery(contentContract.customerKf, {}, { call: { silent: true } });

  const send = async () => {
    if (!text.trim()) return;
    setStatus('sending');
    try {
      await callApi(contentContract.addFeedback, { type: feedbackTypes.other, content: text.trim() }, { silent: true });
      setText('');
      setStatus('sent');
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setStatus(err.code === envelopeCode.loginPopup ? 'needLogin' : 'idle');
    }
  };

  return (
    <Card
      title={t('kfTitle')}
      extra={
        <Button type="text" onClick={closeFrame} aria-label={t('kfClose')}>
          {t('kfClose')}
        </Button>
      }
      style={{ maxWidth: 640, margin: '0 auto' }}
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('kfGreeting')}</Typography.Paragraph>
        {kf.data?.kf_phone ? (
          <Typography.Text type="secondary">
            {t('kfHotline', { phone: kf.data.kf_phone, time: kf.data.kf_time })}
          </Typography.Text>
        ) : null}
        {status === 'needLogin' && <Alert type="warning" showIcon title={t('kfNeedLogin')} />}
        {status === 'sent' && <Alert type="success" showIcon title={t('kfSent')} />}
        <Input.TextArea
          rows={5}
          maxLength={1000}
          showCount
          value={text}
          aria-label={t('kfPlaceholder')}
          placeholder={t('kfPlaceholder')}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="primary" onClick={send} loading={status === 'sending'} disabled={!text.trim()}>
          {t('kfSend')}
        </Button>
      </Flex>
    </Card>
  );
};
