import { hbContract } from '@app/contract/hb';
import { Flex, Modal, message, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { yuan } from '../../components/money.js';
import { AmountForm } from './amount-form.js';
import { useWithdraw } from './api.js';

/** Moves part of the red-packet balance to the general balance. */
export const WithdrawModal = ({ available, onClose }: { available: number; onClose: () => void }) => {
  const { t } = useTranslation('hb');
  const withdraw = useWithdraw();
  const submit = (amount: number) =>
    withdraw.mutate(
      { amount },
      {
        onSuccess: () => {
          void message.success(t('withdraw.done'), toastSeconds);
          onClose();
        },
      },
    );
  return (
    <Modal open title={t('withdraw.title')} footer={null} onCancel={onClose} destroyOnHidden>
      <Flex vertical gap={16}>
        <Typography.Text>{t('withdraw.available', { amount: yuan(available) })}</Typography.Text>
        <AmountForm
          label={t('withdraw.amount')}
          submitText={t('withdraw.submit')}
          loading={withdraw.isPending}
          schema={hbContract.withdraw.input}
          onSubmit={submit}
        />
      </Flex>
    </Modal>
  );
};
