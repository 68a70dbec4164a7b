import type { ResponseFilter, SurveyQuestionStat } from '@app/contract';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChoiceStat } from './choice-stat.js';
import { MatrixStat } from './matrix-stat.js';
import type { OtherTarget } from './other-texts-modal.js';
import { RankingStat } from './ranking-stat.js';
import { TextAnswers } from './text-answers.js';

type Props = {
  activityId: number;
  index: number;
  question: SurveyQuestionStat;
  filter: ResponseFilter;
  onOther: (target: OtherTarget) => void;
};

/** One question's numbers, shown the way its type reads best. */
export const QuestionCard = ({ activityId, index, question, filter, onOther }: Props) => {
  const { t } = useTranslation('statistic', { keyPrefix: 'survey' });
  const body = () => {
    switch (question.type) {
      case 'radio':
      case 'checkbox':
      case 'select':
        return (
          <ChoiceStat
            question={question}
            onOther={(o) => onOther({ questionKey: question.key, optionKey: o.key, label: o.label })}
          />
        );
      case 'rating':
        return <ChoiceStat question={question} />;
      case 'matrix':
        return <MatrixStat question={question} />;
      case 'ranking':
        return <RankingStat question={question} />;
      default:
        // Keyed by the filter: a new filter starts the list over from its first page.
        return <TextAnswers key={JSON.stringify(filter)} activityId={activityId} question={question} filter={filter} />;
    }
  };
  return (
    <Card
      title={`${index}. ${question.title}`}
      extra={<Typography.Text type="secondary">{t('answered', { n: question.answered })}</Typography.Text>}
    >
      {body()}
    </Card>
  );
};
