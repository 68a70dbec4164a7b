import './messages.js';
import { type ActivitySummary, activityKind } from '@app/contract';
import { activityContract } from '@app/contract/activity';
import { Button, Card, Empty, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageFrame } from '../../components/page-frame.js';
import { usePagedList } from '../../components/paged-list.js';
import { StatusTag } from '../../components/status-tag.js';
import { useLotteryOverview } from './api.js';
import { LotteryLinks, PeopleCount, SignedCount, SpinCount, TierSummary } from './lottery-row.js';

/** The existing create flow, at its kind step: naming a new big-screen lottery. */
const createUrl = `/activity/addActivity?type=${activityKind.lottery}`;

/** /LargeScreenLottery/LargeScreenLottery for an organiser: their big-screen lotteries with every page of each. */
export const LotteryListPage = () => {
  const { t } = useTranslation('lottery', { keyPrefix: 'list' });
  const navigate = useNavigate();
  const list = usePagedList(activityContract.list, {}, { fixed: { from: activityKind.lottery } });
  const overviews = useLotteryOverview(list.table.dataSource.map((a) => a.id)).data;
  const of = (a: ActivitySummary) => overviews?.find((o) => o.activity_id === a.id);
  const create = (
    <Button type="primary" onClick={() => navigate(createUrl)}>
      {t('create')}
    </Button>
  );
  const columns: TableColumnsType<ActivitySummary> = [
    { title: t('name'), dataIndex: 'title', width: 220 },
    { title: t('status'), dataIndex: 'status', width: 90, render: (_, a) => <StatusTag status={a.status} /> },
    { title: t('signed'), key: 'signed', width: 130, render: (_, a) => <SignedCount overview={of(a)} /> },
    { title: t('people'), key: 'people', width: 80, render: (_, a) => <PeopleCount overview={of(a)} /> },
    { title: t('tiers'), key: 'tiers', render: (_, a) => <TierSummary overview={of(a)} /> },
    { title: t('draws'), key: 'draws', width: 80, render: (_, a) => <SpinCount overview={of(a)} /> },
    {
      title: t('actions'),
      key: 'actions',
      width: 300,
      render: (_, a) => <LotteryLinks activityId={a.id} overview={of(a)} />,
    },
  ];
  return (
    <PageFrame title={t('title')} actions={create}>
      <Card>
        <Table<ActivitySummary>
          {...list.table}
          columns={columns}
          locale={{ emptyText: <Empty description={t('empty')} /> }}
        />
      </Card>
    </PageFrame>
  );
};
