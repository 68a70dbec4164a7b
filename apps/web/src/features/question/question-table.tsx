import type { Question } from '@app/contract';
import { Button, Space, Table, type TableColumnsType, type TableProps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { answerText, TypeTag } from './question-labels.js';
import { QuestionView } from './question-view.js';

type Props = {
  table: TableProps<Question>;
  /** The number of the first row on this page, less one. */
  first: number;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onEdit: (q: Question) => void;
  onDelete: (q: Question) => void;
};

/** A bank's questions in rows; a row opens to the whole question. Selection survives paging. */
export const QuestionTable = ({ table, first, selected, onSelect, onEdit, onDelete }: Props) => {
  const { t } = useTranslation('question');
  const columns: TableColumnsType<Question> = [
    { title: t('seq'), key: 'seq', width: 64, render: (_, __, i) => first + i + 1 },
    {
      title: t('questionType'),
      dataIndex: 'type',
      width: 96,
      render: (type: Question['type']) => <TypeTag type={type} />,
    },
    { title: t('stem'), dataIndex: 'stem', ellipsis: true },
    { title: t('answer'), key: 'answer', ellipsis: true, width: 200, render: (_, q) => answerText(q, t) },
    { title: t('difficultyLabel'), dataIndex: 'difficulty', width: 80, render: (d: number) => t(`difficulty.${d}`) },
    { title: t('score'), dataIndex: 'score', width: 70, align: 'right' },
    {
      title: t('tags'),
      dataIndex: 'tags',
      width: 160,
      render: (tags: string[]) => tags.map((tag) => <Tag key={tag}>{tag}</Tag>),
    },
    {
      title: t('operations'),
      key: 'operations',
      width: 140,
      render: (_, q) => (
        <Space size={0}>
          <Button type="link" onClick={() => onEdit(q)}>
            {t('edit')}
          </Button>
          <Button type="link" danger onClick={() => onDelete(q)}>
            {t('delete')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Table
      {...table}
      columns={columns}
      rowSelection={{
        selectedRowKeys: selected,
        preserveSelectedRowKeys: true,
        onChange: (keys) => onSelect(keys.map(Number)),
      }}
      expandable={{ expandedRowRender: (q) => <QuestionView question={q} /> }}
      locale={{ emptyText: t('noQuestions') }}
    />
  );
};
