import './messages.js';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageFrame } from '../../components/page-frame.js';
import { ActivityMerchantCard } from './activity-merchant-card.js';
import { MerchantTable } from './merchant-table.js';

/** /function/payTenant: the organiser's own merchants, and which one each activity uses. */
export const MerchantListPage = () => {
  const { t } = useTranslation('mch');
  const navigate = useNavigate();
  return (
    <PageFrame
      title={t('listTitle')}
      actions={
        <Button type="primary" onClick={() => navigate('/function/ptAdd')}>
          {t('add')}
        </Button>
      }
    >
      <Card>
        <MerchantTable />
      </Card>
      <ActivityMerchantCard />
    </PageFrame>
  );
};
