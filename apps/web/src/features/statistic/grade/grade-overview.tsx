import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAudienceCounts } from './api.js';
import type { RoundOverview } from './grade-stats.js';

type Props = { activityId: number; roundId: number; overview: RoundOverview };

/** The round at a glance: who was scored, by how many judges, and how much the audience took part. */
export const GradeOverview = ({ activityId, roundId, overview }: Props) => {
  const { t } = useTranslation('statistic', { keyPrefix: 'grade.overview' });
  const audience = useAudienceCounts(activityId, roundId);
  const figures = [
    ['contestants', overview.contestants],
    ['scoredContestants', overview.scoredContestants],
    ['judges', overview.judges],
    ['judgeScores', overview.judgeScores],
    ['abstentions', overview.abstentions],
    ['audienceScores', audience.scores],
    ['audienceMembers', audience.members],
  ] as const;
  return (
    <Row gutter={[16, 16]}>
      {figures.map(([key, value]) => (
        <Col key={key} flex="1 1 150px">
          <Card size="small">
            <Statistic title={t(key)} value={value ?? '-'} loading={value === undefined} />
          </Card>
        </Col>
      ))}
    </Row>
  );
};
