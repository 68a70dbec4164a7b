import type { DataOf } from '@app/contract';
import { quizContract } from '@app/contract/quiz';
import { Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel, ScreenBar } from '../kit/live-frame.js';
import { useLiveQuery } from '../kit/live-hooks.js';
import type { LiveSession } from '../kit/live-screen.js';
import { clockText } from '../kit/live-settings.js';

type Entry = DataOf<typeof quizContract.h5Ranking>['list'][number];

const Row = ({ entry, mine = false }: { entry: Entry; mine?: boolean }) => {
  const { t } = useTranslation('live');
  return (
    <Flex align="center" gap={12} style={{ width: '100%', fontWeight: mine ? 600 : undefined }}>
      <Typography.Text strong style={{ width: 36, fontSize: 18, textAlign: 'center' }}>
        {entry.rank}
      </Typography.Text>
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text ellipsis>{mine ? t('me', { name: entry.name }) : entry.name}</Typography.Text>
        {entry.unit && (
          <Typography.Text type="secondary" ellipsis>
            {entry.unit}
          </Typography.Text>
        )}
      </Flex>
      <Flex vertical align="end">
        <Typography.Text strong>{t('scoreValue', { n: entry.score })}</Typography.Text>
        <Typography.Text type="secondary">{clockText(entry.duration_ms)}</Typography.Text>
      </Flex>
    </Flex>
  );
};

/** The best scores (the quicker first at a tie), with the participant's own place below. */
export const RankingScreen = ({ live }: { live: LiveSession }) => {
  const { t } = useTranslation('live');
  const ranking = useLiveQuery(quizContract.h5Ranking, { ticket: live.ticket });
  const mine = ranking.data?.mine ?? null;
  return (
    <>
      <ScreenBar title={t('ranking')} onBack={() => live.go({ name: 'home' })} />
      <Panel>
        <Typography.Text type="secondary">{t('myRank')}</Typography.Text>
        {mine ? <Row entry={mine} mine /> : <Typography.Paragraph>{t('notRanked')}</Typography.Paragraph>}
      </Panel>
      <Panel>
        <List
          loading={ranking.isPending}
          dataSource={ranking.data?.list ?? []}
          rowKey={(e) => `${e.rank}-${e.name}-${e.duration_ms}`}
          locale={{ emptyText: t('noRanking') }}
          renderItem={(entry) => (
            <List.Item>
              <Row entry={entry} />
            </List.Item>
          )}
        />
      </Panel>
    </>
  );
};
