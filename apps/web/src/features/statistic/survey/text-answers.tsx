import type { ResponseFilter, SurveyQuestionStat } from '@app/contract';
import { statisticContract } from '@app/contract/statistic';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePagedList } from '../../../components/paged-list.js';
import { type TextAnswer, TextAnswerTable } from './text-answer-table.js';

type Props = { activityId: number; question: SurveyQuestionStat; filter: ResponseFilter };

const rowKey = (a: TextAnswer) => `${a.response_id}:${a.text}`;

/** A text-like question: how many answered, and the answers themselves, searchable, under the page's filter. */
export const TextAnswers = ({ activityId, question, filter }: Props) => {
  const { t } = useTranslation('statistic', { keyPrefix: 'survey' });
  const base = { activity_id: activityId, question_key: question.key, filter };
  const list = usePagedList(statisticContract.quesStatisticTextSearch, { ...base, keywords: '' }, 5);
  return (
    <>
      <Typography.Paragraph type="secondary">{t('textCount', { n: question.text_count })}</Typography.Paragraph>
      <TextAnswerTable
        table={{ ...list.table, rowKey }}
        links={question.type === 'upload'}
        onSearch={(keywords) => list.setFilters({ ...base, keywords })}
      />
    </>
  );
};
