import { activityKind } from '@app/contract';
import { activityContract } from '@app/contract/activity';
import { Card, Col, Row, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useEndpointQuery } from '../../app/api-hooks.js';
import { dataLinkOf } from '../../components/activity-kinds.js';
import { ActivityPage } from '../../components/activity-page.js';
import { ExportButton } from '../../components/export-button.js';
import { AnswerRecords } from './answer-records.js';
import { DailyCard } from './daily-card.js';
import { GameAnalysis } from './game/game-analysis.js';
import { GradeAnalysis } from './grade/grade-analysis.js';
import { MoreAnswersCard } from './more-answers-card.js';
import { OverviewCards } from './overview-cards.js';
import { QuestionTable } from './question-table.js';
import { SurveyAnalysis } from './survey/survey-analysis.js';
import { UnitTable } from './unit-table.js';
import { WinnerTable } from './winner-table.js';

/** The exports a quiz offers; a questionnaire offers its responses instead. */
const quizExports = ['answers', 'winners', 'participants'] as const;

/** /activity/analysis?activity_id=: an activity's numbers and records, the way its kind reads them, and its exports. */
export const AnalysisPage = () => <ActivityPage>{(activityId) => <ByKind activityId={activityId} />}</ActivityPage>;

/** Read silently like the tabs do: without the activity's info the quiz numbers still show. */
const ByKind = ({ activityId }: { activityId: number }) => {
  const info = useEndpointQuery(
    activityContract.info,
    { activity_id: activityId },
    { retry: false, call: { silent: true } },
  );
  if (info.isPending) return <Skeleton active />;
  if (info.data?.kind === activityKind.survey) return <SurveyAnalysis activityId={activityId} />;
  if (info.data?.kind === activityKind.siteInteraction) return <GameAnalysis activityId={activityId} />;
  if (info.data?.kind === activityKind.grade) return <GradeAnalysis activityId={activityId} />;
  // A lottery's records are its draws: an old link lands on them.
  if (info.data?.kind === activityKind.lottery) return <Navigate replace to={dataLinkOf(info.data.kind, activityId)} />;
  return <QuizAnalysis activityId={activityId} />;
};

const QuizAnalysis = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('statistic');
  return (
    <>
      <Card size="small">
        <Space wrap>
          {quizExports.map((type) => (
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
