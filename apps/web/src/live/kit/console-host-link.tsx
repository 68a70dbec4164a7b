import { gameContract } from '@app/contract/game';
import type { lotteryContract } from '@app/contract/lottery';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, message, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-error.js';
import { confirmNotice } from '../../components/notice-dialog.js';
import { QrCode } from './qr-code.js';
import './console-messages.js';
import { hostCall } from './host-call.js';
import './console.css';

/** The address a phone opens to host without logging in. */
export const hostLinkUrl = (key: string) => `${window.location.origin}/h5/host/${key}`;

type Props = {
  activityId: number;
  hostKey: string;
  onChanged: () => void;
  /** The kind's host link call (the lottery has its own); the interactive quiz's by default. */
  endpoint?: typeof gameContract.hostLink | typeof lotteryContract.hostLink;
};

/** The host link (a phone becomes the console): copy it, scan it, turn it off or issue a new one. */
export const ConsoleHostLink = ({ activityId, hostKey, onChanged, endpoint = gameContract.hostLink }: Props) => {
  const { t } = useTranslation('liveConsole', { keyPrefix: 'hostLink' });
  const change = useMutation({
    mutationFn: (revoke: boolean) => hostCall(endpoint, { activity_id: activityId }, { revoke }),
    onSuccess: onChanged,
    onError: (e) => void message.error(e.message, toastSeconds),
  });
  const url = hostKey ? hostLinkUrl(hostKey) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      void message.success(t('copied'), toastSeconds);
    } catch {
      void message.error(url, toastSeconds);
    }
  };
  return (
    <Card title={t('title')}>
      {url ? (
        <div className="ic-host-link">
          <QrCode url={url} label={t('title')} size="112px" />
          <div style={{ minWidth: 0 }}>
            <Typography.Text type="secondary">{t('hint')}</Typography.Text>
            <code>{url}</code>
            <Space wrap>
              <Button onClick={() => void copy()}>{t('copy')}</Button>
              <Button
                danger
                loading={change.isPending && change.variables}
                onClick={() => confirmNotice(t('revokeConfirm'), () => change.mutate(true))}
              >
                {t('revoke')}
              </Button>
              <Button loading={change.isPending && !change.variables} onClick={() => change.mutate(false)}>
                {t('renew')}
              </Button>
            </Space>
          </div>
        </div>
      ) : (
        <Space direction="vertical">
          <Typography.Text type="secondary">{t('none')}</Typography.Text>
          <Button type="primary" loading={change.isPending} onClick={() => change.mutate(false)}>
            {t('renew')}
          </Button>
        </Space>
      )}
    </Card>
  );
};
