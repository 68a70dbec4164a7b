import type { LotteryOverview } from '@app/contract';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { consoleUrl, type LotteryPage, lotteryPageUrl, screenUrl } from './lottery-paths.js';

/** A row's overview, absent while the page's one read loads. */
type Props = { overview: LotteryOverview | undefined };

/** How many signed in on their phones, and whether sign-in is closed. */
export const SignedCount = ({ overview }: Props) => {
  const { t } = useTranslation('lottery', { keyPrefix: 'list' });
  if (!overview) return null;
  return (
    <Space size={4} wrap>
      {t('signedValue', { n: overview.signed })}
      {overview.signin_open ? null : <Tag>{t('signinClosed')}</Tag>}
    </Space>
  );
};

/** How many are on the list: imported, added or signed in. */
export const PeopleCount = ({ overview }: Props) => {
  const { t } = useTranslation('lottery', { keyPrefix: 'list' });
  return overview ? t('peopleValue', { n: overview.people }) : null;
};

/** The tiers in show order, each with its number of winners. */
export const TierSummary = ({ overview }: Props) => {
  const { t } = useTranslation('lottery', { keyPrefix: 'list' });
  if (!overview) return null;
  if (overview.tiers.length === 0) return <Typography.Text type="secondary">{t('noTiers')}</Typography.Text>;
  return overview.tiers.map((tier) => t('tierLine', { name: tier.name, count: tier.count })).join(' · ');
};

/** Spins done so far. */
export const SpinCount = ({ overview }: Props) => {
  const { t } = useTranslation('lottery', { keyPrefix: 'list' });
  return overview ? t('drawsValue', { n: overview.draws }) : null;
};

const pages: LotteryPage[] = ['settings', 'people', 'barrage', 'audit', 'claims'];

/** Every page of one lottery: its set-up and records, and the hall's big screen and console. */
export const LotteryLinks = ({ activityId, overview }: Props & { activityId: number }) => {
  const { t } = useTranslation('lottery', { keyPrefix: 'links' });
  return (
    <Space size="middle" wrap>
      {pages.map((p) => (
        <Link key={p} to={lotteryPageUrl(p, activityId)}>
          {t(p)}
        </Link>
      ))}
      {overview?.code ? (
        <a href={screenUrl(overview.code)} target="_blank" rel="noreferrer">
          {t('screen')}
        </a>
      ) : null}
      <Link to={consoleUrl(activityId)}>{t('console')}</Link>
    </Space>
  );
};
