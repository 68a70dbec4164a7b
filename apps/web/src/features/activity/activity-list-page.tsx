import type { ActivitySummary } from '@app/contract';
import { activityContract } from '@app/contract/activity';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '../../app/grants.js';
import { usePagedList } from '../../components/paged-list.js';
import { ActivityFilterBar } from './activity-filters.js';
import { ActivityTable } from './activity-table.js';
import { EmptyActivities } from './empty-activities.js';
import { LinkModal } from './link-modal.js';
import { hasFilters } from './list-query.js';
import { RowActions } from './row-actions.js';

/** /activity/manage: the organiser's activities, filtered and paged by the server. */
export const ActivityListPage = () => {
  const { t } = useTranslation('activity');
  const navigate = useNavigate();
  const list = usePagedList(activityContract.list, {});
  const canDelete = useCan('activity.delete');
  const [linkOf, setLinkOf] = useState<ActivitySummary | null>(null);
  const brandNew = list.data?.total === 0 && !hasFilters(list.filters) && list.paging.page === 1;

  return (
    <div style={{ padding: 24 }}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={3}>{t('title')}</Typography.Title>
        <Button type="primary" onClick={() => navigate('/activity/addActivity')}>
          {t('createActivity')}
        </Button>
      </Flex>
      {brandNew ? (
        <EmptyActivities />
      ) : (
        <Card>
          <ActivityFilterBar onApply={list.setFilters} />
          <ActivityTable
            table={list.table}
            actions={(a) => <RowActions activity={a} canDelete={canDelete} onLink={setLinkOf} />}
          />
        </Card>
      )}
      <LinkModal activity={linkOf} onClose={() => setLinkOf(null)} />
    </div>
  );
};
