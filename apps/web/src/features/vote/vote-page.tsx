import { activityKind } from '@app/contract';
import { Badge, Result, Skeleton, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActivityPage } from '../../components/activity-page.js';
import { useActivityInfo, usePendingSignups, useVoteSite, type VoteSite } from './api.js';
import { CandidateTable } from './candidate-table.js';
import { CategoryTable } from './category-table.js';
import { GateForm } from './gate-form.js';
import { PageSettingsForm } from './page-settings-form.js';
import { RulesForm } from './rules-form.js';
import { SignupReview } from './signup-review.js';
import { VoteHeader } from './vote-header.js';

/** /activity/vote?activity_id=: candidates, categories, sign-up review, rules, gate question and page. */
export const VotePage = () => <ActivityPage>{(activityId) => <VoteSetup activityId={activityId} />}</ActivityPage>;

const VoteSetup = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('vote');
  const info = useActivityInfo(activityId);
  if (!info.data) return <Skeleton active />;
  const form = info.data.kind === activityKind.survey ? (info.data.settings.form ?? 'survey') : undefined;
  if (form !== 'vote') {
    return (
      <Result
        status="info"
        title={t('notVote')}
        extra={<Link to={`/activity/survey?activity_id=${activityId}`}>{t('toSurvey')}</Link>}
      />
    );
  }
  return (
    <>
      <VoteHeader activityId={activityId} link={info.data.link} />
      <VoteTabs activityId={activityId} />
    </>
  );
};

const VoteTabs = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('vote');
  const site = useVoteSite(activityId);
  const pending = usePendingSignups(activityId);
  // Each settings tab edits a copy of the saved settings; remounting per activity starts it afresh.
  const withSite = (render: (s: VoteSite) => ReactNode) => (site.data ? render(site.data) : <Skeleton active />);
  return (
    <Tabs
      type="card"
      items={[
        { key: 'candidates', label: t('tabs.candidates'), children: <CandidateTable activityId={activityId} /> },
        { key: 'categories', label: t('tabs.categories'), children: <CategoryTable activityId={activityId} /> },
        {
          key: 'review',
          label: (
            <Badge count={pending.data?.total ?? 0} size="small" offset={[8, -2]}>
              <span>{t('tabs.review')}</span>
            </Badge>
          ),
          children: <SignupReview activityId={activityId} />,
        },
        {
          key: 'rules',
          label: t('tabs.rules'),
          children: withSite((s) => <RulesForm key={activityId} site={s} />),
        },
        {
          key: 'gate',
          label: t('tabs.gate'),
          children: withSite((s) => <GateForm key={activityId} site={s} />),
        },
        {
          key: 'page',
          label: t('tabs.page'),
          children: withSite((s) => <PageSettingsForm key={activityId} site={s} />),
        },
      ]}
    />
  );
};
