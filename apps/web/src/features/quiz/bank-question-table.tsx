import type { Question } from '@app/contract';
import { questionContract } from '@app/contract/question';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePagedList } from '../../components/paged-list.js';

type Props = { bankId: number; chosen: number[]; ticked: Question[]; onTick: (questions: Question[]) => void };

/** One bank's questions, page by page, with boxes to tick; questions already chosen cannot be ticked again. */
export const BankQuestionTable = ({ bankId, chosen, ticked, onTick }: Props) => {
  const { t } = useTranslation('quiz');
  const questions = usePagedList(questionContract.list, { bank_id: bankId });
  const shown = new Set(questions.data?.list.map((q) => q.id));
  return (
    <Table<Question>
      {...questions.table}
      size="small"
      rowSelection={{
        selectedRowKeys: ticked.map((q) => q.id),
        getCheckboxProps: (q) => ({ disabled: chosen.includes(q.id), 'aria-label': q.stem }),
        // Ticks on other pages stay ticked while this page's change.
        onChange: (_, rows) => onTick([...ticked.filter((q) => !shown.has(q.id)), ...rows.filter(Boolean)]),
      }}
      columns={[
        { title: t('stem'), dataIndex: 'stem', ellipsis: true },
        {
          title: t('questionType'),
          dataIndex: 'type',
          width: 100,
          render: (type: Question['type']) => t(`type.${type}`),
        },
        { title: t('score'), dataIndex: 'score', width: 70 },
      ]}
    />
  );
};
