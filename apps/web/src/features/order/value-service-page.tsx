import type { ValueService } from '@app/contract';
import { Card, Col, Empty, Flex, message, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { useOrderCheckout } from '../../components/order-checkout.js';
import { useServiceCatalogue } from '../../components/use-service-catalogue.js';
import { MyServices } from './my-services.js';
import { ServiceBuyModal } from './service-buy-modal.js';
import { ServiceCard } from './service-card.js';

/** /function/value_service: the tenant's value-added services, bought from the balance or online. */
export const ValueServicePage = () => {
  const { t } = useTranslation('order');
  const catalogue = useServiceCatalogue();
  const [buying, setBuying] = useState<ValueService | null>(null);
  const checkout = useOrderCheckout(() => void message.success(t('bought'), toastSeconds));
  const services = catalogue.data ?? [];

  return (
    <Flex vertical gap={24} style={{ padding: 24 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('serviceTitle')}
      </Typography.Title>
      <Card title={t('catalogue')} loading={catalogue.isLoading}>
        {services.length > 0 ? (
          <Row gutter={[16, 16]}>
            {services.map((s) => (
              <Col key={s.id} xs={24} sm={12} xl={8}>
                <ServiceCard service={s} onBuy={() => setBuying(s)} />
              </Col>
            ))}
          </Row>
        ) : (
          <Empty description={t('noServices')} />
        )}
      </Card>
      <MyServices />
      {buying ? <ServiceBuyModal service={buying} onClose={() => setBuying(null)} onCheckout={checkout.show} /> : null}
      {checkout.modal}
    </Flex>
  );
};
