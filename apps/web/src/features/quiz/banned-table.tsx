import type { DataOf } from '@app/contract';
import type { antiCheatContract } from '@app/contract/anti-cheat';
import { Button, Card, message, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { dateText } from '../../components/date-text.js';
import { confirmNotice } from '../../components/notice-dialog.js';
import { useUnban } from './anti-cheat-api.js';

type Banned = DataOf<typeof antiCheatContract.info>['banned'][number];

/** Participants the organiser banned (from the answer records), each with a way to let them back. */
export const BannedTable = ({ activityId, banned }: { activityId: number; banned: Banned[] }) => {
  const { t } = useTranslation('quiz', { keyPrefix: 'antiCheat' });
  const unban = useUnban();

  const lift = (row: Banned) =>
    confirmNotice(t('unbanConfirm', { name: row.name || row.phone || t('anonymous') }), () =>
      unban.mutate(
        { activity_id: activityId, participant_id: row.participant_id },
        { onSuccess: () => void message.success(t('unbanned'), toastSeconds) },
      ),
    );

  const columns: TableColumnsType<Banned> = [
    { title: t('name'), dataIndex: 'name' },
    { title: t('phone'), dataIndex: 'phone' },
    { title: t('unit'), dataIndex: 'unit' },
    { title: t('reason'), dataIndex: 'reason' },
    { title: t('bannedAt'), dataIndex: 'banned_at', render: (v: string) => dateText(v, true) },
    {
      title: t('action'),
      key: 'action',
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => lift(row)}>
          {t('unban')}
        </Button>
      ),
    },
  ];
  return (
    <Card title={t('banned')}>
      <Table<Banned>
        rowKey="participant_id"
        columns={columns}
        dataSource={banned}
        pagination={false}
        size="small"
        locale={{ emptyText: t('empty') }}
      />
    </Card>
  );
};
