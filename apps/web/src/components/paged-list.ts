import type { DataOf, Endpoint, InputOf, List, ParsedInputOf } from '@app/contract';
import { keepPreviousData } from '@tanstack/react-query';
import type { TablePaginationConfig } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../app/api-hooks.js';

/** The item type of a list endpoint. */
export type RowOf<E extends Endpoint> = DataOf<E> extends List<infer T> ? T : never;
/** Filters are values as the server reads them (numbers, enums, trimmed text), never the raw query text. */
type FiltersOf<E extends Endpoint> = Partial<Omit<ParsedInputOf<E>, 'page' | 'limit'>>;

/**
 * The one adapter between a list endpoint (`page`, `limit`, filters → `{ list, total, page, limit }`) and an
 * antd Table: it owns paging, sends new filters from page 1 and keeps the last page on screen while the next loads.
 */
export const usePagedList = <E extends Endpoint>(e: E, initialFilters: FiltersOf<E>, pageSize = 10) => {
  const { t } = useTranslation('common');
  const [filters, setFilterState] = useState(initialFilters);
  const [paging, setPaging] = useState({ page: 1, limit: pageSize });
  const query = useEndpointQuery(e, { ...paging, ...filters } as InputOf<E>, { placeholderData: keepPreviousData });
  const data = query.data as List<RowOf<E>> | undefined;

  const pagination: TablePaginationConfig = {
    current: data?.page ?? paging.page,
    pageSize: data?.limit ?? paging.limit,
    total: data?.total ?? 0,
    showSizeChanger: true,
    showTotal: (total) => t('listTotal', { total }),
    onChange: (page, limit) => setPaging({ page, limit }),
  };

  return {
    query,
    data,
    filters,
    paging,
    setFilters: (next: FiltersOf<E>) => {
      setFilterState(next);
      setPaging((p) => ({ ...p, page: 1 }));
    },
    /** Spread onto an antd Table. */
    table: { rowKey: 'id', dataSource: data?.list ?? [], loading: query.isFetching, pagination },
  };
};
