import type { PrizeWin } from '@app/contract';
import { prizeContract } from '@app/contract/prize';
import { Button, Card, message, Popconfirm, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../components/date-text.js';
import { usePagedList } from '../../components/paged-list.js';
import { useVerify } from './api.js';
import { ListFilters } from './list-filters.js';

/** Everyone who won, with their code; an organiser redeems a code here when handing the prize over. */
export const WinnerTable = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('statistic');
  const list = usePagedList(prizeContract.winList, { activity_id: activityId, keywords: '', redeemed: '' });
  const verify = useVerify();
  const redeem = (code: string) =>
    verify.mutateAsync({ code }).then(
      () => void message.success(t('winners.verified')),
      () => {},
    );

  const columns: TableColumnsType<PrizeWin> = [
    { title: t('winners.code'), dataIndex: 'code' },
    { title: t('winners.turn'), dataIndex: 'turn_name' },
    { title: t('winners.goods'), dataIndex: 'goods_name' },
    { title: t('winners.winner'), dataIndex: 'name' },
    { title: t('winners.phone'), dataIndex: 'phone' },
    { title: t('winners.unit'), dataIndex: 'unit' },
    { title: t('winners.wonAt'), dataIndex: 'won_at', render: (v: string) => dateText(v, true) },
    {
      title: t('winners.redeemedAt'),
      dataIndex: 'redeemed_at',
      render: (v: string | null) => (v ? dateText(v, true) : t('winners.notRedeemed')),
    },
    {
      title: t('winners.operations'),
      key: 'operations',
      render: (_, w) =>
        w.redeemed_at ? null : (
          <Popconfirm title={t('winners.verifyConfirm', { code: w.code })} onConfirm={() => redeem(w.code)}>
            <Button type="link" size="small">
              {t('winners.verify')}
            </Button>
          </Popconfirm>
        ),
    },
  ];
  return (
    <Card title={t('winners.title')}>
      <ListFilters
        keywordsLabel={t('winners.keywords')}
        flagLabel={t('winners.redeemedFilter')}
        flagOptions={[t('winners.all'), t('winners.redeemedOnly'), t('winners.pendingOnly')]}
        onApply={({ keywords, flag }) => list.setFilters({ activity_id: activityId, keywords, redeemed: flag })}
      />
      <Table<PrizeWin> {...list.table} columns={columns} scroll={{ x: 1000 }} size="small" />
    </Card>
  );
};
