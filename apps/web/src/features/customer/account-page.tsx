import { balanceKinds } from '@app/contract/money';
import { Card, Col, Flex, Row, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { yuan } from '../../components/money.js';
import { OnlineNumCard } from './online-num-card.js';
import { PasswordCard } from './password-card.js';
import { ProfileCard } from './profile-card.js';
import { useCustomerInfo } from './use-customer-info.js';
import { WxBindCard } from './wx-bind-card.js';

/** /user/user_account: profile, the three balances (each with its top-up), WeChat and the password. */
export const AccountPage = () => {
  const { t } = useTranslation('customer');
  const info = useCustomerInfo();
  const d = info.data;
  // A staff role sees only the balances its pages work with.
  const seen = balanceKinds.flatMap((kind) => {
    const value = d?.[kind];
    return typeof value === 'number' ? [[kind, value] as const] : [];
  });

  return (
    <Flex vertical gap={24} style={{ padding: 24 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('title')}
      </Typography.Title>
      {d ? <ProfileCard key={d.id} info={d} /> : <Skeleton active loading={info.isLoading} />}
      {seen.length > 0 && (
        <Card title={t('balances')}>
          <Row gutter={16}>
            {seen.map(([kind, value]) => (
              <Col key={kind} xs={24} sm={8}>
                <Flex align="flex-end" gap={16}>
                  <Statistic title={t(`common:balance.${kind}`)} value={yuan(value)} />
                  <Link
                    to={`/user/user_recharge?kind=${kind}`}
                    aria-label={`${t('recharge')} ${t(`common:balance.${kind}`)}`}
                  >
                    {t('recharge')}
                  </Link>
                </Flex>
              </Col>
            ))}
          </Row>
        </Card>
      )}
      <OnlineNumCard />
      {d ? <WxBindCard info={d} /> : null}
      <PasswordCard />
    </Flex>
  );
};
