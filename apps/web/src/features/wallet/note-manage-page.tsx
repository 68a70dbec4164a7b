import { Button, Card, Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { yuan } from '../../components/money.js';
import { PageFrame } from '../../components/page-frame.js';
import { balanceOf, useAccount } from './api.js';
import { SmsRecords } from './sms-records.js';
import { SmsTestForm } from './sms-test-form.js';

/** /function/note_manage: the SMS balance, a test message and the messages sent. */
export const NoteManagePage = () => {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const account = useAccount();
  return (
    <PageFrame title={t('noteManage.title')}>
      <Flex gap={24} wrap>
        <Card style={{ minWidth: 280 }}>
          <Flex align="flex-end" gap={24}>
            <Statistic title={t('kinds.dx_money')} value={yuan(balanceOf(account.data, 'dx_money'))} />
            <Button type="primary" onClick={() => navigate('/function/note_pay')} autoInsertSpace={false}>
              {t('noteManage.recharge')}
            </Button>
          </Flex>
        </Card>
        <Card title={t('noteManage.testTitle')} style={{ flex: 1, minWidth: 360 }}>
          <SmsTestForm />
        </Card>
      </Flex>
      <Card title={t('noteManage.records')}>
        <SmsRecords />
      </Card>
    </PageFrame>
  );
};
