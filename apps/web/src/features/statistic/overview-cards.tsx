import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOverview } from './api.js';

const figures = [
  ['participants', ''],
  ['attempts', ''],
  ['finished', ''],
  ['passed', ''],
  ['pass_rate', '%'],
  ['avg_score', ''],
  ['winners', ''],
  ['redeemed', ''],
] as const;

const labelKey = (key: (typeof figures)[number][0]) => key.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

/** The activity at a glance: people, attempts, results and prizes. */
export const OverviewCards = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('statistic');
  const overview = useOverview(activityId);
  return (
    <Row gutter={[16, 16]}>
      {figures.map(([key, suffix]) => (
        <Col key={key} xs={12} md={6}>
          <Card size="small">
            <Statistic
              title={t(`overview.${labelKey(key)}`)}
              value={overview.data?.[key] ?? '-'}
              suffix={overview.data ? suffix : undefined}
              loading={overview.isPending}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
};
