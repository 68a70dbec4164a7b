import { type LotteryMessage, lotteryLimits } from '@app/contract';
import { lotteryBarrageContract } from '@app/contract/lottery';
import { Button, Card, Input, List, message, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { dateText } from '../../components/date-text.js';
import { confirmNotice } from '../../components/notice-dialog.js';
import { useAddSystemMessage, useDeleteSystemMessage, useSystemMessages } from './api.js';
import { passes } from './lottery-check.js';

/** The organiser's own messages: sent to the big screen at once ("欢迎各位来宾"), listed newest first. */
export const SystemMessages = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('lottery', { keyPrefix: 'system' });
  const [text, setText] = useState('');
  const messages = useSystemMessages(activityId);
  const add = useAddSystemMessage();
  const remove = useDeleteSystemMessage();
  const toast = (key: string) => () => void message.success(t(key), toastSeconds);

  const send = () => {
    const input = { activity_id: activityId, text };
    if (!passes(lotteryBarrageContract.barrageAdd.input, input)) return;
    add.mutate(input, {
      onSuccess: () => {
        setText('');
        toast('sent')();
      },
    });
  };
  const confirmDelete = (m: LotteryMessage) =>
    confirmNotice(t('deleteConfirm'), () =>
      remove.mutate({ activity_id: activityId, id: m.id }, { onSuccess: toast('deleted') }),
    );

  return (
    <Card title={t('title')} extra={<Typography.Text type="secondary">{t('help')}</Typography.Text>}>
      <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
        <Input
          value={text}
          maxLength={lotteryLimits.barrageLengthMax}
          showCount
          placeholder={t('placeholder')}
          aria-label={t('title')}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={send}
        />
        <Button type="primary" loading={add.isPending} onClick={send}>
          {t('send')}
        </Button>
      </Space.Compact>
      <List<LotteryMessage>
        loading={messages.isLoading}
        dataSource={messages.data ?? []}
        locale={{ emptyText: t('empty') }}
        renderItem={(m) => (
          <List.Item
            actions={[
              <Button key="delete" type="link" size="small" danger onClick={() => confirmDelete(m)}>
                {t('delete')}
              </Button>,
            ]}
          >
            <List.Item.Meta title={m.text} description={dateText(m.created_at, true)} />
          </List.Item>
        )}
      />
    </Card>
  );
};
