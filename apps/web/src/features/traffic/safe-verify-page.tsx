import './messages.js';
import { trafficContract } from '@app/contract/traffic';
import { Button, Card, Flex, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DayRange, toDateRange } from '../../components/date-range.js';
import { PageFrame } from '../../components/page-frame.js';
import { usePagedList } from '../../components/paged-list.js';
import { ActivityVideosModal } from './activity-videos-modal.js';
import { TrafficBalanceCard } from './traffic-balance-card.js';
import { TrafficChart } from './traffic-chart.js';
import { type TrafficActivity, TrafficTable } from './traffic-table.js';

/** /function/safeVerify: the traffic balance and packs, traffic per day as a chart, and per day and activity. */
export const SafeVerifyPage = () => {
  const { t } = useTranslation('traffic');
  const [range, setRange] = useState<DayRange>(null);
  const [only, setOnly] = useState<TrafficActivity | null>(null);
  const [videosOf, setVideosOf] = useState<TrafficActivity | null>(null);
  const days = toDateRange(range);
  const scope = { ...days, ...(only ? { activity_id: only.id } : {}) };
  const list = usePagedList(trafficContract.list, {});
  const rescope = (nextRange: DayRange, nextOnly: TrafficActivity | null) => {
    setRange(nextRange);
    setOnly(nextOnly);
    list.setFilters({ ...toDateRange(nextRange), activity_id: nextOnly?.id ?? '' });
  };

  return (
    <PageFrame title={t('title')}>
      <TrafficBalanceCard />
      {only && (
        <Flex gap={8} align="center">
          <Tag color="blue">{t('list.filtered', { title: only.title })}</Tag>
          <Button size="small" onClick={() => rescope(range, null)}>
            {t('list.all')}
          </Button>
        </Flex>
      )}
      <TrafficChart scope={scope} range={range} onRange={(next) => rescope(next, only)} />
      <Card title={t('list.title')}>
        <TrafficTable list={list} onOnly={(a) => rescope(range, a)} onVideos={setVideosOf} />
      </Card>
      {videosOf && <ActivityVideosModal activity={videosOf} range={days} onClose={() => setVideosOf(null)} />}
    </PageFrame>
  );
};
