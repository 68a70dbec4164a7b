import { Card, Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActivityPage } from '../../components/activity-page.js';
import { ExportButton } from '../../components/export-button.js';
import { DangerZone } from './danger-zone.js';
import { VoteRankingCard } from './vote-ranking-card.js';
import { VoteRecordsTable } from './vote-records-table.js';
import { VotersTable } from './voters-table.js';

/** /activity/voteData?activity_id=: ranking, vote records, voters, removal, resets and exports. */
export const VoteDataPage = () => <ActivityPage>{(activityId) => <VoteData activityId={activityId} />}</ActivityPage>;

const VoteData = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('vote', { keyPrefix: 'data' });
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} justify="flex-end" wrap>
        <ExportButton activityId={activityId} type="votes">
          {t('exportVotes')}
        </ExportButton>
        <ExportButton activityId={activityId} type="candidates">
          {t('exportCandidates')}
        </ExportButton>
      </Flex>
      <VoteRankingCard activityId={activityId} />
      <Card>
        <Tabs
          items={[
            { key: 'records', label: t('records'), children: <VoteRecordsTable activityId={activityId} /> },
            { key: 'voters', label: t('voters'), children: <VotersTable activityId={activityId} /> },
          ]}
        />
      </Card>
      <DangerZone activityId={activityId} />
    </Flex>
  );
};
