import { Card, Col, Flex, Row, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { yuan } from '../../components/money.js';
import { PasswordCard } from './password-card.js';
import { ProfileCard } from './profile-card.js';
import { useCustomerInfo } from './use-customer-info.js';

/** /user/user_account: profile, the three balances and the password. */
export const AccountPage = () => {
  const { t } = useTranslation('customer');
  const info = useCustomerInfo();
  const d = info.data;
  const balances = d
    ? [
        { key: 'money', value: d.money },
        { key: 'dxMoney', value: d.dx_money },
        { key: 'hbMoney', value: d.hb_money },
      ]
    : [];

  return (
    <Flex vertical gap={24} style={{ padding: 24 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('title')}
      </Typography.Title>
      {d ? <ProfileCard key={d.id} info={d} /> : <Skeleton active loading={info.isLoading} />}
      <Card title={t('balances')}>
        <Row gutter={16}>
          {balances.map((b) => (
            <Col key={b.key} xs={24} sm={8}>
              <Statistic title={t(b.key)} value={yuan(b.value)} />
            </Col>
          ))}
        </Row>
      </Card>
      <PasswordCard />
    </Flex>
  );
};
