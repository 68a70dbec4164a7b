import type { Question } from '@app/contract';
import { message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { QuestionPickerFrame } from '../../components/question-picker-frame.js';
import { BankQuestionTable } from './bank-question-table.js';

type Props = { chosen: number[]; onAdd: (questions: Question[]) => void; onClose: () => void };

/** Picks fixed questions: a bank of mine or a public one, then its questions ticked and added to the chosen list. */
export const QuestionPickerModal = ({ chosen, onAdd, onClose }: Props) => {
  const { t } = useTranslation('quiz');
  const [ticked, setTicked] = useState<Question[]>([]);

  const add = () => {
    onAdd(ticked);
    void message.success(t('added', { count: ticked.length }), toastSeconds);
    setTicked([]);
  };

  return (
    <QuestionPickerFrame
      title={t('pickerTitle')}
      addLabel={t('addChosen')}
      ticked={ticked.length}
      onAdd={add}
      onClose={onClose}
    >
      {(bankId) => (
        <BankQuestionTable key={bankId} bankId={bankId} chosen={chosen} ticked={ticked} onTick={setTicked} />
      )}
    </QuestionPickerFrame>
  );
};
