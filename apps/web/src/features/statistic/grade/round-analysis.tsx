import { Col, Row, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGradeRoundResult } from './api.js';
import { GradeOverview } from './grade-overview.js';
import { GradeRanking } from './grade-ranking.js';
import { contestantSpreads, itemStats, judgeStats, roundOverview } from './grade-stats.js';
import { ItemStatsCard } from './item-stats-card.js';
import { JudgeConsistency } from './judge-consistency.js';
import { ScoreChart } from './score-chart.js';

/** One round's numbers, all computed from the result lines the server recomputes on every read. */
export const RoundAnalysis = ({ activityId, roundId }: { activityId: number; roundId: number }) => {
  const { t } = useTranslation('statistic', { keyPrefix: 'grade' });
  const result = useGradeRoundResult(activityId, roundId);
  const data = result.data;
  // Memoised: the chart draws again whenever it gets new data.
  const stats = useMemo(
    () =>
      data && {
        overview: roundOverview(data),
        judges: judgeStats(data),
        items: itemStats(data),
        spreads: contestantSpreads(data),
      },
    [data],
  );
  if (!data || !stats) return <Skeleton active />;
  return (
    <>
      <Typography.Text type="secondary">{t('rule', { text: data.rule_text, mark: data.full_mark })}</Typography.Text>
      <GradeOverview activityId={activityId} roundId={roundId} overview={stats.overview} />
      <JudgeConsistency stats={stats.judges} rule={data.round.rule} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <ScoreChart spreads={stats.spreads} rule={data.round.rule} fullMark={data.full_mark} />
        </Col>
        <Col xs={24} xl={10}>
          <ItemStatsCard items={stats.items} />
        </Col>
      </Row>
      <GradeRanking lines={data.lines} spreads={stats.spreads} />
    </>
  );
};
