import { activityContract } from '@app/contract/activity';
import { customerContract } from '@app/contract/customer';
import { balanceKinds } from '@app/contract/money';
import { Card, Col, Divider, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEndpointQuery } from '../../app/api-hooks.js';
import { yuan } from '../../components/money.js';

const countOf = (n: number | undefined) => (n === undefined ? '-' : n);

/**
 * A logged-in organiser's greeting: the three balances, the activities at a glance (index/system), and the running
 * ones about to expire, each with its renewal.
 */
export const WelcomeCard = () => {
  const { t } = useTranslation('content');
  const info = useEndpointQuery(customerContract.info, {});
  const overview = useEndpointQuery(activityContract.homeOverview, {}).data;
  const d = info.data;
  // A staff role sees only the balances its pages work with (null otherwise); '-' while loading.
  const balances = balanceKinds.map((kind) => ({ kind, value: d?.[kind] })).filter((b) => b.value !== null);
  const glance = [
    { key: 'runningActivities', value: overview?.activities.running },
    { key: 'draftActivities', value: overview?.activities.draft },
    { key: 'joinedToday', value: overview?.participants_today },
    { key: 'joinedWeek', value: overview?.participants_week },
  ] as const;
  const expiring = overview?.expiring ?? [];
  return (
    <Card
      loading={info.isLoading}
      title={t('welcome', { name: d?.name || d?.phone || '' })}
      extra={<Link to="/activity/manage">{t('myActivities')}</Link>}
      style={{ marginBottom: 24 }}
    >
      {balances.length > 0 && (
        <>
          <Row gutter={[16, 16]}>
            {balances.map((b) => (
              <Col key={b.kind} xs={12} md={8}>
                <Statistic
                  title={t(`common:balance.${b.kind}`)}
                  value={typeof b.value === 'number' ? yuan(b.value) : '-'}
                />
              </Col>
            ))}
          </Row>
          <Divider />
        </>
      )}
      <Row gutter={[16, 16]}>
        {glance.map((g) => (
          <Col key={g.key} xs={12} md={6}>
            <Statistic title={t(g.key)} value={countOf(g.value)} />
          </Col>
        ))}
      </Row>
      {expiring.length > 0 && (
        <section aria-label={t('expiringSoon')} style={{ marginTop: 16 }}>
          <Typography.Text strong>{t('expiringSoon')}</Typography.Text>
          <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
            {expiring.map((a) => (
              <li key={a.id} style={{ display: 'flex', gap: 12, padding: '4px 0' }}>
                <Link to={`/activity/activitySettin?activity_id=${a.id}`}>{a.title}</Link>
                <Typography.Text type="warning">{t('expiresIn', { count: a.days_left })}</Typography.Text>
                <Link to={`/activity/remaining_pay?activity_id=${a.id}`}>{t('renewNow')}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Card>
  );
};
