import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/export-button.js';
import { GameAnswers } from './game-answers.js';
import { GameExtraScores } from './game-extra-scores.js';
import { GameQuestionStats } from './game-question-stats.js';
import { GameRanking } from './game-ranking.js';

/**
 * /activity/analysis of an interactive quiz: its export, each question, the final ranking, every answer and the
 * points given by hand.
 */
export const GameAnalysis = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('statistic');
  return (
    <>
      <Card size="small">
        <ExportButton activityId={activityId} type="game">
          {t('game.export')}
        </ExportButton>
      </Card>
      <GameQuestionStats activityId={activityId} />
      <GameRanking activityId={activityId} />
      <GameAnswers activityId={activityId} />
      <GameExtraScores activityId={activityId} />
    </>
  );
};
