import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActivityMerchantCard } from './activity-merchant-card.js';
import { MerchantTable } from './merchant-table.js';

/** /function/payTenant: the organiser's own merchants, and which one each activity uses. */
export const MerchantListPage = () => {
  const { t } = useTranslation('mch');
  const navigate = useNavigate();
  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('listTitle')}
        </Typography.Title>
        <Button type="primary" onClick={() => navigate('/function/ptAdd')}>
          {t('add')}
        </Button>
      </Flex>
      <Card>
        <MerchantTable />
      </Card>
      <ActivityMerchantCard />
    </Flex>
  );
};
