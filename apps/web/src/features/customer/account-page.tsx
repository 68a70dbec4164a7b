import type { BalanceKind } from '@app/contract';
import { Card, Col, Flex, Row, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { yuan } from '../../components/money.js';
import { OnlineNumCard } from './online-num-card.js';
import { PasswordCard } from './password-card.js';
import { ProfileCard } from './profile-card.js';
import { useCustomerInfo } from './use-customer-info.js';
import { WxBindCard } from './wx-bind-card.js';

const balanceTitles: Record<BalanceKind, string> = { money: 'money', dx_money: 'dxMoney', hb_money: 'hbMoney' };

/** /user/user_account: profile, the three balances (each with its top-up), WeChat and the password. */
export const AccountPage = () => {
  const { t } = useTranslation('customer');
  const info = useCustomerInfo();
  const d = info.data;

  return (
    <Flex vertical gap={24} style={{ padding: 24 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('title')}
      </Typography.Title>
      {d ? <ProfileCard key={d.id} info={d} /> : <Skeleton active loading={info.isLoading} />}
      <Card title={t('balances')}>
        <Row gutter={16}>
          {d
            ? (Object.keys(balanceTitles) as BalanceKind[]).map((kind) => (
                <Col key={kind} xs={24} sm={8}>
                  <Flex align="flex-end" gap={16}>
                    <Statistic title={t(balanceTitles[kind])} value={yuan(d[kind])} />
                    <Link
                      to={`/user/user_recharge?kind=${kind}`}
                      aria-label={`${t('recharge')} ${t(balanceTitles[kind])}`}
                    >
                      {t('recharge')}
                    </Link>
                  </Flex>
                </Col>
              ))
            : null}
        </Row>
      </Card>
      <OnlineNumCard />
      {d ? <WxBindCard info={d} /> : null}
      <PasswordCard />
    </Flex>
  );
};
