import './messages.js';
import type { GradeRound } from '@app/contract/grade-schemas';
import { Empty, Flex, Select, Skeleton, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryParams } from '../../app/page-address.js';
import { ActivityPage } from '../../components/activity-page.js';
import { useRounds } from './api.js';
import { ContestantsTab } from './contestants-tab.js';
import { type ScoreTab, scoreTabs } from './grade-paths.js';
import { JudgeTable } from './judge-table.js';
import { ResultsTab } from './results-tab.js';
import { RoundsTab } from './rounds-tab.js';

/**
 * /activity/score?activity_id=: a judge scoring activity's set-up and results: its rounds with their items and
 * rule, the contestants, each round's judges and their links, and the results. The tab and the round picked are
 * in the address (`tab`, `round`), so a reload keeps them.
 */
export const ScorePage = () => <ActivityPage>{(activityId) => <ScoreSetup activityId={activityId} />}</ActivityPage>;

const ScoreSetup = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('grade', { keyPrefix: 'page' });
  const rounds = useRounds(activityId);
  const [query, replaceQuery] = useQueryParams();
  if (!rounds.data) return <Skeleton active />;

  const list = rounds.data.list;
  const tab = scoreTabs.find((k) => k === query.get('tab')) ?? 'rounds';
  const current = list.find((r) => r.id === Number(query.get('round'))) ?? list[0];
  const go = (next: { tab?: ScoreTab; round?: number }) => {
    const address = new URLSearchParams(query);
    if (next.tab) address.set('tab', next.tab);
    if (next.round) address.set('round', String(next.round));
    replaceQuery(address);
  };
  const pickRound = (id: number) => go({ round: id });
  const ofRound = (content: (round: GradeRound) => ReactNode) =>
    current ? content(current) : <Empty description={t('noRound')} />;

  const panes: Record<ScoreTab, ReactNode> = {
    rounds: <RoundsTab activityId={activityId} rounds={list} current={current} onPick={pickRound} />,
    contestants: <ContestantsTab activityId={activityId} rounds={list} current={current} />,
    judges: ofRound((round) => <JudgeTable key={round.id} round={round} />),
    results: ofRound((round) => <ResultsTab key={round.id} activityId={activityId} round={round} rounds={list} />),
  };

  return (
    <Tabs
      type="card"
      activeKey={tab}
      onChange={(key) => go({ tab: key as ScoreTab })}
      tabBarExtraContent={
        list.length ? (
          <Flex gap={8} align="center">
            <Typography.Text>{t('round')}</Typography.Text>
            <Select
              aria-label={t('round')}
              style={{ minWidth: 160 }}
              value={current?.id}
              onChange={pickRound}
              options={list.map((r) => ({ value: r.id, label: r.name }))}
            />
          </Flex>
        ) : null
      }
      items={scoreTabs.map((key) => ({ key, label: t(`tabs.${key}`), children: panes[key] }))}
    />
  );
};
