import type { DataOf } from '@app/contract';
import type { voteContract } from '@app/contract/vote';
import { Card, Col, Image, Row, Statistic, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLiveRanking } from '../../live/vote/index.js';
import { rankingTop, useVoteRanking } from './api.js';
import { numberText } from './vote-format.js';

type Entry = DataOf<typeof voteContract.screen>['ranking'][number];

/** The vote's totals and its top 100 by votes: the big screen's ranking, kept live as the screen keeps it. */
export const VoteRankingCard = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('vote', { keyPrefix: 'data' });
  const ranking = useVoteRanking(activityId);
  const { shown } = useLiveRanking(activityId, ranking, rankingTop);
  const totals = shown?.totals;
  const columns: TableColumnsType<Entry> = [
    { title: t('rank'), dataIndex: 'rank', width: 70 },
    { title: t('number'), dataIndex: 'number', width: 80, render: (n: number) => numberText(n) },
    {
      title: t('cover'),
      dataIndex: 'cover',
      width: 70,
      render: (src: string, row) => (src ? <Image src={src} width={40} height={40} alt={row.name} /> : '-'),
    },
    { title: t('name'), dataIndex: 'name' },
    { title: t('votes'), dataIndex: 'votes', width: 100 },
  ];
  return (
    <Card title={t('ranking')} loading={ranking.isPending}>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col span={8}>
          <Statistic title={t('candidates')} value={totals?.candidates ?? 0} />
        </Col>
        <Col span={8}>
          <Statistic title={t('totalVotes')} value={totals?.votes ?? 0} />
        </Col>
        <Col span={8}>
          <Statistic title={t('totalVoters')} value={totals?.voters ?? 0} />
        </Col>
      </Row>
      <Table<Entry>
        rowKey="id"
        columns={columns}
        dataSource={shown?.ranking ?? []}
        size="small"
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t('noVotes') }}
      />
    </Card>
  );
};
