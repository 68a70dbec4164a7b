import { customerContract } from '@app/contract/customer';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEndpointQuery } from '../../app/api-hooks.js';
import { yuan } from '../../components/money.js';

/** A logged-in organiser's greeting with the three balances. */
export const WelcomeCard = () => {
  const { t } = useTranslation('content');
  const info = useEndpointQuery(customerContract.info, {});
  const d = info.data;
  const balances = [
    { key: 'balanceMoney', value: d?.money },
    { key: 'balanceSms', value: d?.dx_money },
    { key: 'balanceRedPacket', value: d?.hb_money },
  ] as const;
  return (
    <Card
      loading={info.isLoading}
      title={t('welcome', { name: d?.name || d?.phone || '' })}
      extra={<Link to="/activity/manage">{t('myActivities')}</Link>}
      style={{ marginBottom: 24 }}
    >
      <Row gutter={16}>
        {balances.map((b) => (
          <Col key={b.key} span={8}>
            <Statistic title={t(b.key)} value={b.value === undefined ? '-' : yuan(b.value)} />
          </Col>
        ))}
      </Row>
    </Card>
  );
};
