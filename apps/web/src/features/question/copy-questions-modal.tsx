import type { QuestionBank } from '@app/contract';
import { questionContract } from '@app/contract/question';
import { Flex, Input, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showNotice } from '../../components/notice-dialog.js';
import { useCopyFromPublic, useMyBankOptions } from './api.js';
import { showCopied } from './copied-toast.js';
import { questionCheck } from './question-check.js';

type Props = { from: Pick<QuestionBank, 'id' | 'name'>; questionIds: number[]; onClose: (copied: boolean) => void };

/** Copies chosen public questions into a new private bank (named here) or appends them to one of mine. */
export const CopyQuestionsModal = ({ from, questionIds, onClose }: Props) => {
  const { t } = useTranslation('question');
  const navigate = useNavigate();
  const copy = useCopyFromPublic();
  const mine = useMyBankOptions();
  const [target, setTarget] = useState<'new' | 'existing'>('new');
  const [name, setName] = useState(from.name);
  const [bankId, setBankId] = useState<number>();

  const submit = () => {
    const base = { from_bank_id: from.id, question_ids: questionIds };
    const input = target === 'new' ? { ...base, name } : { ...base, to_bank_id: bankId };
    const problem =
      target === 'existing' && !bankId ? t('chooseBankRequired') : questionCheck(questionContract.copy.input, input);
    if (problem) {
      showNotice(problem);
      return;
    }
    copy.mutate(input, {
      onSuccess: (result) => {
        showCopied(result, navigate);
        onClose(true);
      },
    });
  };

  return (
    <Modal
      open
      title={t('copyTitle')}
      okText={t('common:ok')}
      cancelText={t('common:cancel')}
      confirmLoading={copy.isPending}
      onOk={submit}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Text>{t('selectedCount', { count: questionIds.length })}</Typography.Text>
        <Radio.Group
          aria-label={t('copyTarget')}
          value={target}
          onChange={(e) => setTarget(e.target.value as 'new' | 'existing')}
          options={[
            { value: 'new', label: t('toNewBank') },
            { value: 'existing', label: t('toExistingBank') },
          ]}
        />
        {target === 'new' ? (
          <Input
            value={name}
            maxLength={50}
            onChange={(e) => setName(e.target.value)}
            placeholder={t('check.bankNameRequired')}
            aria-label={t('bankName')}
          />
        ) : (
          <Select
            aria-label={t('chooseBank')}
            placeholder={t('chooseBank')}
            loading={mine.isPending}
            value={bankId}
            onChange={setBankId}
            showSearch={{ optionFilterProp: 'label' }}
            notFoundContent={t('noMyBanks')}
            options={(mine.data?.list ?? []).map((b) => ({ value: b.id, label: b.name }))}
          />
        )}
      </Flex>
    </Modal>
  );
};
