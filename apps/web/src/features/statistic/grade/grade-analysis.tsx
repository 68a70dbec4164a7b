import { activityKind } from '@app/contract';
import { Card, Empty, Flex, Select, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dataLinkOf } from '../../../components/activity-kinds.js';
import { ExportButton } from '../../../components/export-button.js';
import { useGradeRounds } from './api.js';
import { RoundAnalysis } from './round-analysis.js';

/**
 * /activity/analysis of a judge-scoring contest, read after the event: per round its figures, how each judge
 * scored against the others, the spread of the scores, the hard items and the ranking; the results export. The
 * results tab of /activity/score stays the organiser's working page (each judge's scores, promotion, unlocking).
 */
export const GradeAnalysis = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('statistic', { keyPrefix: 'grade' });
  const rounds = useGradeRounds(activityId);
  const [picked, setPicked] = useState<number | null>(null);
  const list = rounds.data?.list ?? [];
  const roundId = list.find((r) => r.id === picked)?.id ?? list[0]?.id ?? 0;
  return (
    <>
      <Card size="small">
        <Flex wrap gap={12} align="center" justify="space-between">
          <Space wrap>
            <Select
              aria-label={t('round')}
              placeholder={t('round')}
              style={{ minWidth: 180 }}
              loading={rounds.isPending}
              value={roundId || undefined}
              onChange={setPicked}
              options={list.map((r) => ({ value: r.id, label: r.name }))}
            />
            <Link to={dataLinkOf(activityKind.grade, activityId)}>{t('resultsLink')}</Link>
          </Space>
          <ExportButton activityId={activityId} type="grade_results">
            {t('export')}
          </ExportButton>
        </Flex>
      </Card>
      {rounds.isPending ? <Skeleton active /> : null}
      {!rounds.isPending && roundId === 0 ? <Empty description={t('noRounds')} /> : null}
      {roundId > 0 ? <RoundAnalysis key={roundId} activityId={activityId} roundId={roundId} /> : null}
    </>
  );
};
