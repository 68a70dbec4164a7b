import { Flex, Segmented, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBankOptions } from './use-bank-options.js';

type Source = 'mine' | 'public';
type Props = { bankId: number | undefined; onBank: (bankId: number | undefined) => void };

/** A question picker's first step: my banks or the public ones, then one bank of them, with its question count. */
export const BankChooser = ({ bankId, onBank }: Props) => {
  const { t } = useTranslation('common', { keyPrefix: 'questionPicker' });
  const [source, setSource] = useState<Source>('mine');
  const banks = useBankOptions(source);
  return (
    <Flex gap={12} wrap>
      <Segmented<Source>
        value={source}
        onChange={(next) => {
          setSource(next);
          onBank(undefined);
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
        onChange={onBank}
        options={(banks.data?.list ?? []).map((b) => ({
          value: b.id,
          label: t('bankCount', { name: b.name, count: b.question_count }),
        }))}
      />
    </Flex>
  );
};
