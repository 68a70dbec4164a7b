import type { DataOf, Endpoint, InputOf, List, ParsedInputOf } from '@app/contract';
import { keepPreviousData } from '@tanstack/react-query';
import type { TablePaginationConfig } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../app/api-hooks.js';

/** The item type of a list endpoint. */
export type RowOf<E extends Endpoint> = DataOf<E> extends List<infer T> ? T : never;
/** Inputs besides paging, as the server reads them (numbers, enums, trimmed text), never the raw query text. */
type ParamsOf<E extends Endpoint> = Partial<Omit<ParsedInputOf<E>, 'page' | 'limit'>>;

export type PagedListOptions<F> = {
  /** What the list is of (its activity, its bank…): sent with every page and filter, never replaced by a filter. */
  fixed?: F;
  pageSize?: number;
};

/**
 * The one adapter between a list endpoint (`page`, `limit`, filters → `{ list, total, page, limit }`) and an
 * antd Table: it owns paging, sends new filters from page 1 and keeps the last page on screen while the next loads.
 * The options may still be a bare page size, as callers written before `fixed` pass it.
 */
export const usePagedList = <E extends Endpoint, F extends ParamsOf<E> = Record<never, never>>(
  e: E,
  initialFilters: Omit<ParamsOf<E>, keyof F>,
  options: PagedListOptions<F> | number = {},
) => {
  const { fixed, pageSize = 10 } = typeof options === 'number' ? { pageSize: options } : options;
  const { t } = useTranslation('common');
  const [filters, setFilterState] = useState(initialFilters);
  const [paging, setPaging] = useState({ page: 1, limit: pageSize });
  const input = { ...paging, ...filters, ...fixed } as InputOf<E>;
  const query = useEndpointQuery(e, input, { placeholderData: keepPreviousData });
  const data = query.data as List<RowOf<E>> | undefined;

  const pagination: TablePaginationConfig = {
    current: data?.page ?? paging.page,
    pageSize: data?.limit ?? paging.limit,
    total: data?.total ?? 0,
    showSizeChanger: true,
    showTotal: (total) => t(data?.total_capped ? 'listTotalCapped' : 'listTotal', { total }),
    onChange: (page, limit) => setPaging({ page, limit }),
  };

  return {
    query,
    data,
    /** The filters alone (the fixed params are the caller's own). */
    filters,
    paging,
    setFilters: (next: Omit<ParamsOf<E>, keyof F>) => {
      setFilterState(next);
      setPaging((p) => ({ ...p, page: 1 }));
    },
    /** Spread onto an antd Table. */
    table: { rowKey: 'id', dataSource: data?.list ?? [], loading: query.isFetching, pagination },
  };
};
