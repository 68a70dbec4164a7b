import { contract } from '@app/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useEndpointQuery } from '../../app/api-hooks.js';
import { ActivityFilterBar } from './activity-filters.js';
import { ActivityTable } from './activity-table.js';
import { EmptyActivities } from './empty-activities.js';
import { type ActivityFilters, hasFilters } from './list-query.js';

/** /activity/manage: the organiser's activities, filtered and paged by the server. */
export const ActivityListPage = () => {
  const { t } = useTranslation('activity');
  const navigate = useNavigate();
  const [filters, setFilters] = useState<ActivityFilters>({});
  const [paging, setPaging] = useState({ page: 1, limit: 10 });
  const list = useEndpointQuery(
    contract.activity.list,
    { ...paging, ...filters },
    { placeholderData: keepPreviousData },
  );
  const brandNew = list.data?.total === 0 && !hasFilters(filters) && paging.page === 1;

  return (
    <div style={{ padding: 24 }}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={3}>{t('title')}</Typography.Title>
        <Button type="primary" onClick={() => navigate('/recommend/recommend')}>
          {t('createActivity')}
        </Button>
      </Flex>
      {brandNew ? (
        <EmptyActivities />
      ) : (
        <Card>
          <ActivityFilterBar
            onApply={(next) => {
              setFilters(next);
              setPaging((p) => ({ ...p, page: 1 }));
            }}
          />
          <ActivityTable
            data={list.data}
            loading={list.isFetching}
            onPage={(page, limit) => setPaging({ page, limit })}
          />
        </Card>
      )}
    </div>
  );
};
