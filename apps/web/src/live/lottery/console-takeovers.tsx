import type { LotteryConsole, LotteryTakeover } from '@app/contract';
import { lotteryContract } from '@app/contract/lottery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, List, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Host, hostCall } from '../kit/host-call.js';
import { showLiveToast } from '../kit/live-toast.js';
import { lotteryConsoleKey } from './lottery-console-read.js';

type Props = { host: Host; takeovers: LotteryTakeover[] };

/**
 * Roster rows another phone asks to take over ("a phone asks to take over 王建国's sign-in"): the host compares
 * the guest in front of them with the row's masked phone and employee number, then approves (the row, its seat
 * and prizes move to that phone) or refuses.
 */
export const ConsoleTakeovers = ({ host, takeovers }: Props) => {
  const { t } = useTranslation('lotteryLive');
  const client = useQueryClient();
  const decide = useMutation({
    mutationFn: (input: { takeover_id: number; approve: boolean }) => hostCall(lotteryContract.takeover, host, input),
    onSuccess: (console: LotteryConsole) => client.setQueryData(lotteryConsoleKey(host), console),
    onError: (e) => showLiveToast(e.message),
  });
  return (
    <Card title={t('console.takeovers', { n: takeovers.length })}>
      {takeovers.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('console.noTakeovers')} />
      ) : (
        <List
          dataSource={takeovers}
          renderItem={(ask) => (
            <List.Item
              actions={[
                <Button
                  key="approve"
                  type="primary"
                  size="small"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ takeover_id: ask.id, approve: true })}
                >
                  {t('console.approve')}
                </Button>,
                <Button
                  key="refuse"
                  size="small"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ takeover_id: ask.id, approve: false })}
                >
                  {t('console.refuse')}
                </Button>,
              ]}
            >
              <Space direction="vertical" size={0}>
                <Typography.Text>{t('console.takeoverAsk', { name: ask.name })}</Typography.Text>
                <Typography.Text type="secondary">
                  {t('console.takeoverRow', { phone: ask.phone || '—', employeeNo: ask.employee_no || '—' })}
                </Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
};
