import type { Checkout } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Modal, QRCode, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateText } from './date-text.js';
import { yuan } from './money.js';

/** How often an open checkout asks whether the order is paid. */
export const checkoutPollMs = 2000;

type Props = {
  /** The checkout to show; null keeps the modal closed. */
  checkout: Checkout | null;
  /** Asks the server whether the order is paid (silently: a failed poll is simply tried again). */
  isPaid: () => Promise<boolean>;
  /** The order was closed unpaid (learnt while polling): the modal says so and stops asking. */
  closed?: boolean;
  onPaid: () => void;
  onClose: () => void;
};

/** The provider's checkout page as a QR code and a link, watched until the provider confirms the payment. */
export const CheckoutModal = ({ checkout, isPaid, closed = false, onPaid, onClose }: Props) => {
  const { t } = useTranslation();
  useQuery({
    queryKey: ['checkout', checkout?.order_sn],
    // The poll stops at the first true, so onPaid runs once per checkout.
    queryFn: async () => {
      const paid = await isPaid();
      if (paid) onPaid();
      return paid;
    },
    enabled: checkout !== null,
    refetchInterval: (q) => (q.state.data || closed ? false : checkoutPollMs),
    // The payer often pays in another tab (打开收银台); this one must keep watching meanwhile.
    refetchIntervalInBackground: true,
    retry: false,
    gcTime: 0,
  });

  if (!checkout) return null;
  // A phone scanning the code needs the whole address, not one relative to this page.
  const payUrl = new URL(checkout.pay_url, window.location.origin).href;
  return (
    <Modal open title={t('checkout.title')} footer={null} onCancel={onClose}>
      <Flex vertical align="center" gap={12}>
        <Typography.Text>
          {t('checkout.amount')}
          <Typography.Text strong style={{ fontSize: 20, color: '#f5222d' }}>
            {yuan(checkout.amount)}
          </Typography.Text>
        </Typography.Text>
        <QRCode value={payUrl} type="svg" size={200} />
        <Typography.Text type="secondary">{t('checkout.scan')}</Typography.Text>
        <Typography.Link href={payUrl} target="_blank" rel="noopener noreferrer">
          {t('checkout.open')}
        </Typography.Link>
        <Typography.Text type="secondary">
          {t('checkout.expires', { time: dateText(checkout.expires_at, true) })}
        </Typography.Text>
        {closed ? (
          <Alert type="warning" showIcon title={t('checkout.closed')} />
        ) : (
          <Flex gap={8} align="center">
            <Spin size="small" />
            <Typography.Text>{t('checkout.waiting')}</Typography.Text>
          </Flex>
        )}
      </Flex>
    </Modal>
  );
};
