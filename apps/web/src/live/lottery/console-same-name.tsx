import type { LotteryConsole, LotterySameName } from '@app/contract';
import { lotteryContract } from '@app/contract/lottery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Host, hostCall } from '../kit/host-call.js';
import { showLiveToast } from '../kit/live-toast.js';
import { lotteryConsoleKey } from './lottery-console-read.js';

type Props = { host: Host; groups: LotterySameName[]; canExclude: boolean };
type Row = LotterySameName['people'][number] & { name: string };

/**
 * Signed-in people who share a name, for the host to check before a tier is drawn: one person signing in twice
 * shows here, and the host leaves the extra entries out of every later spin (the audit keeps who and when).
 */
export const ConsoleSameName = ({ host, groups, canExclude }: Props) => {
  const { t } = useTranslation('lotteryLive');
  const client = useQueryClient();
  const exclude = useMutation({
    mutationFn: (personId: number) => hostCall(lotteryContract.exclude, host, { person_ids: [personId] }),
    onSuccess: (console: LotteryConsole) => client.setQueryData(lotteryConsoleKey(host), console),
    onError: (e) => showLiveToast(e.message),
  });
  const rows: Row[] = groups.flatMap((g) => g.people.map((p) => ({ ...p, name: g.name })));
  return (
    <Card title={t('console.sameName', { n: groups.length })}>
      <Typography.Paragraph type="secondary">{t('console.sameNameHelp')}</Typography.Paragraph>
      <Table<Row>
        rowKey="person_id"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: t('console.col.name'), dataIndex: 'name' },
          { title: t('console.col.phone'), dataIndex: 'phone' },
          { title: t('console.col.department'), dataIndex: 'department' },
          {
            title: '',
            key: 'exclude',
            render: (_, p) => (
              <Button
                size="small"
                aria-label={t('console.excludeOf', { name: p.name, id: p.person_id })}
                disabled={!canExclude || exclude.isPending}
                onClick={() => exclude.mutate(p.person_id)}
              >
                {t('console.exclude')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
};
