import { Card, Descriptions, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { dateText } from '../../components/date-text.js';
import { yuan } from '../../components/money.js';
import { useOrderDetail } from './api.js';
import { LedgerCard, PartsCard, PaymentsCard, RefundsCard } from './order-detail-tables.js';
import { OrderStatusTag, usePayMethodText } from './order-labels.js';

/**
 * /user/user_orderDetail?id=…: one order with its payments, refunds and the balance changes it caused; a union
 * order also with the orders it pays for.
 */
export const OrderDetailPage = () => {
  const { t } = useTranslation('order');
  const [params] = useSearchParams();
  const detail = useOrderDetail(Number(params.get('id')));
  const payMethodText = usePayMethodText();
  const o = detail.data;

  return (
    <Flex vertical gap={24} style={{ padding: 24 }}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('detailTitle')}
        </Typography.Title>
        <Link to="/user/user_order">{t('back')}</Link>
      </Flex>
      {o ? (
        <>
          <Card>
            <Descriptions column={{ xs: 1, md: 2, xl: 3 }}>
              <Descriptions.Item label={t('colOrderSn')}>{o.order_sn}</Descriptions.Item>
              <Descriptions.Item label={t('colType')}>{t(`type.${o.type}`)}</Descriptions.Item>
              <Descriptions.Item label={t('colTitle')}>{o.title}</Descriptions.Item>
              <Descriptions.Item label={t('colAmount')}>{yuan(o.amount)}</Descriptions.Item>
              <Descriptions.Item label={t('colQuantity')}>{o.quantity}</Descriptions.Item>
              <Descriptions.Item label={t('colStatus')}>
                <OrderStatusTag status={o.status} />
              </Descriptions.Item>
              <Descriptions.Item label={t('colPayMethod')}>{payMethodText(o.pay_method)}</Descriptions.Item>
              {o.kind ? <Descriptions.Item label={t('colKind')}>{t(`kind.${o.kind}`)}</Descriptions.Item> : null}
              <Descriptions.Item label={t('colInvoiced')}>
                {o.invoiced ? t('invoicedYes') : t('invoicedNo')}
              </Descriptions.Item>
              <Descriptions.Item label={t('colPaidAt')}>{dateText(o.paid_at, true)}</Descriptions.Item>
              <Descriptions.Item label={t('colCreated')}>{dateText(o.created_at, true)}</Descriptions.Item>
            </Descriptions>
          </Card>
          {o.parts.length > 0 && <PartsCard parts={o.parts} />}
          <PaymentsCard payments={o.payments} />
          <RefundsCard refunds={o.refunds} />
          <LedgerCard entries={o.ledger} />
        </>
      ) : (
        <Card loading={detail.isLoading}>
          <Empty />
        </Card>
      )}
    </Flex>
  );
};
