import { contract, gameQuestionTypes, type Question } from '@app/contract';
import { Button, Flex, Modal, Segmented, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedList } from '../../components/paged-list.js';
import { useBankOptions } from '../../components/use-bank-options.js';

/** A question as a round lists it. */
export type PickedQuestion = { id: number; type: string; stem: string };
type GameType = (typeof gameQuestionTypes)[number];
type Props = { chosen: number[]; onAdd: (questions: PickedQuestion[]) => void; onClose: () => void };
type Source = 'mine' | 'public';

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
  const questions = usePagedList(contract.question.list, { bank_id: bankId });
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
  const [source, setSource] = useState<Source>('mine');
  const [bankId, setBankId] = useState<number>();
  const [ticked, setTicked] = useState<PickedQuestion[]>([]);
  const banks = useBankOptions(source);

  return (
    <Modal open title={t('title')} width={860} onCancel={onClose} footer={null}>
      <Flex vertical gap={12}>
        <Flex gap={12} wrap>
          <Segmented<Source>
            value={source}
            onChange={(next) => {
              setSource(next);
              setBankId(undefined);
            }}
            options={[
              { value: 'mine', label: t('mine') },
              { value: 'public', label: t('public') },
            ]}
          />
          <Select
            aria-label={t('bank')}
            placeholder={t('chooseBank')}
            style={{ minWidth: 280 }}
            loading={banks.isFetching}
            value={bankId}
            onChange={setBankId}
            options={(banks.data?.list ?? []).map((b) => ({
              value: b.id,
              label: t('bankCount', { name: b.name, count: b.question_count }),
            }))}
          />
        </Flex>
        {bankId ? (
          <BankQuestions key={bankId} bankId={bankId} chosen={chosen} ticked={ticked} onTick={setTicked} />
        ) : null}
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary">{t('selected', { count: ticked.length })}</Typography.Text>
          <Flex gap={8}>
            <Button onClick={onClose}>{t('close')}</Button>
            <Button
              type="primary"
              disabled={ticked.length === 0}
              onClick={() => {
                onAdd(ticked);
                onClose();
              }}
            >
              {t('addChosen')}
            </Button>
          </Flex>
        </Flex>
      </Flex>
    </Modal>
  );
};
