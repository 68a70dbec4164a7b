import { type Checkout, toFen, toYuan, type ValueService } from '@app/contract';
import { Button, Flex, InputNumber, Modal, message, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { yuan } from '../../components/money.js';
import { confirmNotice } from '../../components/notice-dialog.js';
import { useBuyServiceOnline, useBuyServiceWithBalance } from './api.js';

/** The contract's limits of one purchase. */
const minQuantity = 1;
const maxQuantity = 10;

type Props = {
  service: ValueService;
  onClose: () => void;
  /** An online payment was started: the page shows its checkout. */
  onCheckout: (checkout: Checkout) => void;
};

/** Chooses how many units to buy, shows the total and pays it from the balance or online. */
export const ServiceBuyModal = ({ service, onClose, onCheckout }: Props) => {
  const { t } = useTranslation('order');
  const [quantity, setQuantity] = useState(minQuantity);
  const withBalance = useBuyServiceWithBalance();
  const online = useBuyServiceOnline();
  const total = toYuan(toFen(service.price) * quantity);
  const input = { service_id: service.id, quantity };

  const payWithBalance = () =>
    confirmNotice(t('confirmBalancePay', { amount: yuan(total) }), () =>
      withBalance.mutate(input, {
        onSuccess: () => {
          void message.success(t('bought'), toastSeconds);
          onClose();
        },
      }),
    );
  const payOnline = () =>
    online.mutate(input, {
      onSuccess: ({ checkout }) => {
        onClose();
        onCheckout(checkout);
      },
    });

  return (
    <Modal open title={t('buyTitle', { name: service.name })} footer={null} onCancel={onClose}>
      <Flex vertical gap={16}>
        <Flex align="center" gap={12}>
          <Typography.Text>{t('quantity')}</Typography.Text>
          <InputNumber
            aria-label={t('quantity')}
            min={minQuantity}
            max={maxQuantity}
            precision={0}
            value={quantity}
            onChange={(v) => setQuantity(v ?? minQuantity)}
          />
          <Typography.Text type="secondary">{service.unit}</Typography.Text>
        </Flex>
        <Typography.Text>
          {t('total')}
          <Typography.Text strong style={{ fontSize: 20, color: '#f5222d' }}>
            {yuan(total)}
          </Typography.Text>
        </Typography.Text>
        <Flex gap={12} justify="flex-end">
          <Button loading={withBalance.isPending} onClick={payWithBalance}>
            {t('balancePay')}
          </Button>
          <Button type="primary" loading={online.isPending} onClick={payOnline}>
            {t('onlinePay')}
          </Button>
        </Flex>
      </Flex>
    </Modal>
  );
};
