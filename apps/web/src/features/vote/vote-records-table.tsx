import { voteContract, voteDataContract } from '@app/contract/vote';
import { Button, Checkbox, Flex, Select, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../../app/api-hooks.js';
import { usePagedList } from '../../components/paged-list.js';
import { useRemoveVotes } from './api.js';
import { useRemoveSelected } from './use-remove-selected.js';
import { numberText } from './vote-format.js';
import { recordColumns, type VoteRecord } from './vote-record-columns.js';

type Validity = '' | 0 | 1;

/** 投票记录: every vote, newest first, filtered by candidate, suspicion and validity; selected ones can be removed. */
export const VoteRecordsTable = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('vote', { keyPrefix: 'data' });
  const list = usePagedList(
    voteDataContract.vote,
    { candidate_id: '', flagged: '', invalid: '' },
    { fixed: { activity_id: activityId } },
  );
  // The filter offers the first 100 candidates by number, the most one page of the list holds.
  const candidates = useEndpointQuery(voteContract.list, { activity_id: activityId, page: 1, limit: 100 });
  const remove = useRemoveVotes();
  const { selected, setSelected, removeSelected } = useRemoveSelected(t, 'removeConfirm', (ids, onSuccess) =>
    remove.mutate({ activity_id: activityId, ids }, { onSuccess }),
  );
  const filters = list.filters;
  const setFilters = (next: Partial<typeof filters>) => {
    setSelected([]);
    list.setFilters({ ...filters, ...next });
  };

  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="center">
        <Select
          aria-label={t('candidate')}
          style={{ width: 220 }}
          showSearch={{ optionFilterProp: 'label' }}
          value={filters.candidate_id ?? ''}
          onChange={(v: number | '') => setFilters({ candidate_id: v })}
          options={[
            { value: '', label: t('allCandidates') },
            ...(candidates.data?.list ?? []).map((c) => ({ value: c.id, label: `${numberText(c.number)} ${c.name}` })),
          ]}
        />
        <Select<Validity>
          aria-label={t('validity')}
          style={{ width: 140 }}
          value={(filters.invalid ?? '') as Validity}
          onChange={(v) => setFilters({ invalid: v })}
          options={[
            { value: '', label: t('allValidity') },
            { value: 0, label: t('valid') },
            { value: 1, label: t('invalid') },
          ]}
        />
        <Checkbox checked={filters.flagged === 1} onChange={(e) => setFilters({ flagged: e.target.checked ? 1 : '' })}>
          {t('flaggedOnly')}
        </Checkbox>
        <Button danger disabled={selected.length === 0} loading={remove.isPending} onClick={removeSelected}>
          {t('removeSelected', { count: selected.length })}
        </Button>
      </Flex>
      <Table<VoteRecord>
        {...list.table}
        columns={recordColumns(t)}
        size="small"
        locale={{ emptyText: t('noRecords') }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: setSelected,
          // A removed vote is already out of the counts.
          getCheckboxProps: (row) => ({ disabled: row.invalid, 'aria-label': t('selectRecord', { id: row.id }) }),
        }}
      />
    </Flex>
  );
};
