import { exportTypes } from '@app/contract';
import { Card, Col, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActivityPage } from '../../components/activity-page.js';
import { ExportButton } from '../../components/export-button.js';
import { AnswerRecords } from './answer-records.js';
import { DailyCard } from './daily-card.js';
import { MoreAnswersCard } from './more-answers-card.js';
import { OverviewCards } from './overview-cards.js';
import { QuestionTable } from './question-table.js';
import { UnitTable } from './unit-table.js';
import { WinnerTable } from './winner-table.js';

/** /activity/analysis?activity_id=: an activity's numbers, answer records and winners, and its exports. */
export const AnalysisPage = () => <ActivityPage>{(activityId) => <Analysis activityId={activityId} />}</ActivityPage>;

const Analysis = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('statistic');
  return (
    <>
      <Card size="small">
        <Space wrap>
          {exportTypes.map((type) => (
            <ExportButton key={type} activityId={activityId} type={type}>
              {t(`exports.${type}`)}
            </ExportButton>
          ))}
        </Space>
      </Card>
      <OverviewCards activityId={activityId} />
      <DailyCard activityId={activityId} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <UnitTable activityId={activityId} />
        </Col>
        <Col xs={24} xl={12}>
          <QuestionTable activityId={activityId} />
        </Col>
      </Row>
      <AnswerRecords activityId={activityId} />
      <WinnerTable activityId={activityId} />
      <MoreAnswersCard activityId={activityId} />
    </>
  );
};
