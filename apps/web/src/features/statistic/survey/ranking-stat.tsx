import type { SurveyQuestionStat } from '@app/contract';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

type Ranked = SurveyQuestionStat['ranking'][number];

/** A ranking: its options by average position, the best (lowest) first. */
export const RankingStat = ({ question }: { question: SurveyQuestionStat }) => {
  const { t } = useTranslation('statistic', { keyPrefix: 'survey' });
  const columns: TableColumnsType<Ranked> = [
    { title: t('rank'), key: 'rank', width: 80, render: (_, __, i) => i + 1 },
    { title: t('option'), dataIndex: 'label' },
    { title: t('averagePosition'), dataIndex: 'average_position', width: 140 },
  ];
  return <Table<Ranked> rowKey="key" columns={columns} dataSource={question.ranking} pagination={false} size="small" />;
};
