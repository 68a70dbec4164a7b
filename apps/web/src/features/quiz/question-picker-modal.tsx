import type { Question } from '@app/contract';
import { Button, Flex, Modal, message, Segmented, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { useBankOptions } from '../../components/use-bank-options.js';
import { BankQuestionTable } from './bank-question-table.js';

type Props = { chosen: number[]; onAdd: (questions: Question[]) => void; onClose: () => void };
type Source = 'mine' | 'public';

/** Picks fixed questions: a bank of mine or a public one, then its questions ticked and added to the chosen list. */
export const QuestionPickerModal = ({ chosen, onAdd, onClose }: Props) => {
  const { t } = useTranslation('quiz');
  const [source, setSource] = useState<Source>('mine');
  const [bankId, setBankId] = useState<number>();
  const [ticked, setTicked] = useState<Question[]>([]);
  const banks = useBankOptions(source);

  const add = () => {
    onAdd(ticked);
    void message.success(t('added', { count: ticked.length }), toastSeconds);
    setTicked([]);
  };

  return (
    <Modal open title={t('pickerTitle')} width={860} onCancel={onClose} footer={null}>
      <Flex vertical gap={12}>
        <Flex gap={12} wrap>
          <Segmented<Source>
            value={source}
            onChange={(next) => {
              setSource(next);
              setBankId(undefined);
            }}
            options={[
              { value: 'mine', label: t('myBanks') },
              { value: 'public', label: t('publicBanks') },
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
          <BankQuestionTable key={bankId} bankId={bankId} chosen={chosen} ticked={ticked} onTick={setTicked} />
        ) : null}
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary">{t('selectedCount', { count: ticked.length })}</Typography.Text>
          <Flex gap={8}>
            <Button onClick={onClose}>{t('close')}</Button>
            <Button type="primary" disabled={ticked.length === 0} onClick={add}>
              {t('addChosen')}
            </Button>
          </Flex>
        </Flex>
      </Flex>
    </Modal>
  );
};
