import { Button, Flex, Modal, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BankChooser } from './bank-chooser.js';

type Props = {
  title: string;
  /** The add button's words: where the ticked questions go (the round, the chosen list). */
  addLabel: string;
  ticked: number;
  /** The chosen bank's questions, to tick. */
  children: (bankId: number) => ReactNode;
  onAdd: () => void;
  onClose: () => void;
};

/** A dialog that picks questions from a bank of mine or a public one; what can be ticked is the caller's. */
export const QuestionPickerFrame = ({ title, addLabel, ticked, children, onAdd, onClose }: Props) => {
  const { t } = useTranslation('common', { keyPrefix: 'questionPicker' });
  const [bankId, setBankId] = useState<number>();
  return (
    <Modal open title={title} width={860} onCancel={onClose} footer={null}>
      <Flex vertical gap={12}>
        <BankChooser bankId={bankId} onBank={setBankId} />
        {bankId ? children(bankId) : null}
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary">{t('selected', { count: ticked })}</Typography.Text>
          <Flex gap={8}>
            <Button onClick={onClose}>{t('close')}</Button>
            <Button type="primary" disabled={ticked === 0} onClick={onAdd}>
              {addLabel}
            </Button>
          </Flex>
        </Flex>
      </Flex>
    </Modal>
  );
};
