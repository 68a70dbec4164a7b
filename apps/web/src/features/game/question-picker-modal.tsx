import { gameQuestionTypes, type Question } from '@app/contract';
import { questionContract } from '@app/contract/question';
import { Flex, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedList } from '../../components/paged-list.js';
import { QuestionPickerFrame } from '../../components/question-picker-frame.js';

/** A question as a round lists it. */
export type PickedQuestion = { id: number; type: string; stem: string };
type GameType = (typeof gameQuestionTypes)[number];
type Props = { chosen: number[]; onAdd: (questions: PickedQuestion[]) => void; onClose: () => void };

const usable = new Set<string>(gameQuestionTypes);

/** One bank's questions, filtered by type; chosen ones and short answers cannot be ticked. */
const BankQuestions = ({
  bankId,
  chosen,
  ticked,
  onTick,
}: {
  bankId: number;
  chosen: number[];
  ticked: PickedQuestion[];
  onTick: (questions: PickedQuestion[]) => void;
}) => {
  const { t } = useTranslation('game');
  const [type, setType] = useState<GameType | ''>('');
  const questions = usePagedList(questionContract.list, { bank_id: bankId });
  const shown = new Set(questions.data?.list.map((q) => q.id));
  return (
    <Flex vertical gap={8}>
      <Select<GameType | ''>
        aria-label={t('picker.type')}
        style={{ width: 200 }}
        value={type}
        onChange={(next) => {
          setType(next);
          questions.setFilters({ bank_id: bankId, type: next || undefined });
        }}
        options={[
          { value: '', label: t('picker.allTypes') },
          ...gameQuestionTypes.map((value) => ({ value, label: t(`types.${value}`) })),
        ]}
      />
      <Table<Question>
        {...questions.table}
        size="small"
        rowSelection={{
          selectedRowKeys: ticked.map((q) => q.id),
          getCheckboxProps: (q) => ({
            disabled: chosen.includes(q.id) || !usable.has(q.type),
            'aria-label': q.stem,
          }),
          // Ticks on other pages stay ticked while this page's change.
          onChange: (_, rows) =>
            onTick([
              ...ticked.filter((q) => !shown.has(q.id)),
              ...rows.filter(Boolean).map(({ id, type: questionType, stem }) => ({ id, type: questionType, stem })),
            ]),
        }}
        columns={[
          { title: t('picker.stem'), dataIndex: 'stem', ellipsis: true },
          {
            title: t('picker.type'),
            dataIndex: 'type',
            width: 110,
            render: (value: string) =>
              usable.has(value) ? (
                t(`types.${value}`)
              ) : (
                <Typography.Text type="secondary" title={t('picker.unsuitable')}>
                  {t(`types.${value}`)}
                </Typography.Text>
              ),
          },
        ]}
      />
    </Flex>
  );
};

/** Picks questions for a round from one of my banks or a public one; only types a phone answers in seconds. */
export const QuestionPickerModal = ({ chosen, onAdd, onClose }: Props) => {
  const { t } = useTranslation('game', { keyPrefix: 'picker' });
  const [ticked, setTicked] = useState<PickedQuestion[]>([]);

  return (
    <QuestionPickerFrame
      title={t('title')}
      addLabel={t('addChosen')}
      ticked={ticked.length}
      onAdd={() => {
        onAdd(ticked);
        onClose();
      }}
      onClose={onClose}
    >
      {(bankId) => <BankQuestions key={bankId} bankId={bankId} chosen={chosen} ticked={ticked} onTick={setTicked} />}
    </QuestionPickerFrame>
  );
};
