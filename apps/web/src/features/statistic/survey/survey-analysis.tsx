import type { ResponseFilter } from '@app/contract';
import { Card, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/export-button.js';
import { useSurveyStats } from './api.js';
import { CrossFilterBar } from './cross-filter-bar.js';
import { type OtherTarget, OtherTextsModal } from './other-texts-modal.js';
import { QuestionCard } from './question-card.js';
import { ResponseTable } from './response-table.js';
import { SurveyTotals } from './survey-totals.js';

/**
 * /activity/analysis of a questionnaire or sign-up form: totals, a card per question, every response, and the
 * responses export. One cross-filter narrows all of it to the responses that picked chosen options.
 */
export const SurveyAnalysis = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('statistic');
  const [filter, setFilter] = useState<ResponseFilter>(null);
  const [other, setOther] = useState<OtherTarget | null>(null);
  const stats = useSurveyStats(activityId, filter);

  return (
    <>
      <Card size="small">
        <ExportButton activityId={activityId} type="responses">
          {t('exports.responses')}
        </ExportButton>
      </Card>
      {stats.data ? (
        <>
          <CrossFilterBar questions={stats.data.questions} filter={filter} onChange={setFilter} />
          <SurveyTotals total={stats.data.total} daily={stats.data.daily} />
          {stats.data.questions.length === 0 && <Empty description={t('survey.noQuestions')} />}
          {stats.data.questions.map((q, i) => (
            <QuestionCard
              key={q.key}
              activityId={activityId}
              index={i + 1}
              question={q}
              filter={filter}
              onOther={setOther}
            />
          ))}
        </>
      ) : (
        <Skeleton active />
      )}
      {/* Keyed by the filter: a new filter starts the list over from its first page. */}
      <ResponseTable key={JSON.stringify(filter)} activityId={activityId} filter={filter} />
      {other && <OtherTextsModal activityId={activityId} target={other} onClose={() => setOther(null)} />}
    </>
  );
};
