import type { DataOf } from '@app/contract';
import type { statisticContract } from '@app/contract/statistic';
import { Card, Col, Row, Statistic } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/echart.js';

type Daily = DataOf<typeof statisticContract.quesStatistic>['daily'];

/** How many responses count (after the filter), and how many came each day. */
export const SurveyTotals = ({ total, daily }: { total: number; daily: Daily }) => {
  const { t } = useTranslation('statistic', { keyPrefix: 'survey' });
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: { left: 40, right: 16, top: 16, bottom: 28 },
      xAxis: { type: 'category', data: daily.map((d) => d.day) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ name: t('responsesSeries'), type: 'bar', data: daily.map((d) => d.responses), barMaxWidth: 32 }],
    }),
    [daily, t],
  );
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={6}>
        <Card>
          <Statistic title={t('total')} value={total} />
        </Card>
      </Col>
      <Col xs={24} md={18}>
        <Card title={t('daily')} size="small">
          <EChart option={option} label={t('daily')} height={200} />
        </Card>
      </Col>
    </Row>
  );
};
