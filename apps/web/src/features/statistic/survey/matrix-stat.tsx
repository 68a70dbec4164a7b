import type { SurveyQuestionStat } from '@app/contract';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

type MatrixRow = SurveyQuestionStat['rows'][number];

/** A matrix: its rows down, its columns across, each cell the picks and their percent. */
export const MatrixStat = ({ question }: { question: SurveyQuestionStat }) => {
  const { t } = useTranslation('statistic', { keyPrefix: 'survey' });
  const columnKeys = question.rows[0]?.columns ?? [];
  const columns: TableColumnsType<MatrixRow> = [
    { title: t('row'), dataIndex: 'label', fixed: 'left' },
    ...columnKeys.map((c, i) => ({
      title: c.label,
      key: c.key,
      render: (_: unknown, row: MatrixRow) => {
        const cell = row.columns[i];
        return cell ? `${cell.count} (${cell.percent}%)` : '-';
      },
    })),
  ];
  return (
    <Table<MatrixRow>
      rowKey="key"
      columns={columns}
      dataSource={question.rows}
      pagination={false}
      size="small"
      scroll={{ x: 'max-content' }}
    />
  );
};
