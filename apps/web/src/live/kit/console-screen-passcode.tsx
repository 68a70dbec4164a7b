import { screenContract, screenOpenPath } from '@app/contract/screen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, message, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-error.js';
import { confirmNotice } from '../../components/notice-dialog.js';
import { callLive } from './live-api.js';
import './console-messages.js';
import './console-screen-passcode.css';

/** 123456 as 123 456, easier to read out across a hall. */
const spaced = (pwd: string) => `${pwd.slice(0, 3)} ${pwd.slice(3)}`;

/**
 * The organiser's card on a console: the big-screen passcode that opens this activity's screen from /screen/open,
 * and a new one when the old one got around.
 */
export const ConsoleScreenPasscode = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('liveConsole');
  const client = useQueryClient();
  const key = ['screen-passcode', activityId];
  const read = (reset: boolean) =>
    callLive(
      screenContract.passcode,
      { activity_id: activityId, reset: reset ? 1 : 0 },
      { asOrganiser: true, silent: true },
    );
  const passcode = useQuery({ queryKey: key, queryFn: () => read(false) });
  const renew = useMutation({
    mutationFn: () => read(true),
    onSuccess: (fresh) => client.setQueryData(key, fresh),
    onError: (e) => void message.error(e.message, toastSeconds),
  });
  const address = `${window.location.origin}${screenOpenPath}`;
  return (
    <Card title={t('passcode.title')}>
      {passcode.data ? (
        <div className="ic-screen-passcode">
          <output className="ic-passcode-digits" aria-label={t('passcode.title')}>
            {spaced(passcode.data.pwd)}
          </output>
          <Typography.Text type="secondary">{t('passcode.hint', { address })}</Typography.Text>
          <Button
            loading={renew.isPending}
            onClick={() => confirmNotice(t('passcode.renewConfirm'), () => renew.mutate())}
          >
            {t('passcode.renew')}
          </Button>
        </div>
      ) : passcode.error ? (
        <Typography.Text type="danger">{passcode.error.message}</Typography.Text>
      ) : (
        <Spin />
      )}
    </Card>
  );
};
