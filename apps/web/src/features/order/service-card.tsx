import type { ValueService } from '@app/contract';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { yuan } from '../../components/money.js';

/** One service of the catalogue: what it does, what one unit costs and how long it lasts. */
export const ServiceCard = ({ service, onBuy }: { service: ValueService; onBuy: () => void }) => {
  const { t } = useTranslation('order');
  const duration =
    service.duration_days > 0
      ? t('durationDays', { days: service.duration_days, unit: service.unit })
      : t('durationForever');
  return (
    <Card title={service.name} style={{ height: '100%' }}>
      <Flex vertical gap={8}>
        <Typography.Paragraph type="secondary" style={{ minHeight: 44, margin: 0 }}>
          {service.description}
        </Typography.Paragraph>
        <Typography.Text strong style={{ fontSize: 18, color: '#f5222d' }}>
          {t('pricePer', { price: yuan(service.price), unit: service.unit })}
        </Typography.Text>
        <Typography.Text>{duration}</Typography.Text>
        <Button type="primary" autoInsertSpace={false} onClick={onBuy}>
          {t('buy')}
        </Button>
      </Flex>
    </Card>
  );
};
