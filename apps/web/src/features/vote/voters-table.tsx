import { voteDataContract } from '@app/contract/vote';
import { Button, Drawer, Flex, Form, Input, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../components/date-text.js';
import { FilterBar } from '../../components/filter-bar.js';
import { type RowOf, usePagedList } from '../../components/paged-list.js';
import { useRemoveVoters } from './api.js';
import { useRemoveSelected } from './use-remove-selected.js';
import { recordColumns, type VoteRecord } from './vote-record-columns.js';

type Voter = RowOf<typeof voteDataContract.user>;
const noFilters = { keywords: '' };
const voterName = (v: Voter, anonymous: string) => v.name || v.phone || anonymous;

/** 投票用户: voters, most votes first; a row opens their votes; selected voters' votes can all be removed. */
export const VotersTable = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('vote', { keyPrefix: 'data' });
  const [filterForm] = Form.useForm<typeof noFilters>();
  const list = usePagedList(voteDataContract.user, noFilters, { fixed: { activity_id: activityId } });
  const remove = useRemoveVoters();
  const { selected, setSelected, removeSelected } = useRemoveSelected(t, 'removeVotersConfirm', (ids, onSuccess) =>
    remove.mutate({ activity_id: activityId, participant_ids: ids }, { onSuccess }),
  );
  const [open, setOpen] = useState<Voter | null>(null);

  const columns: TableColumnsType<Voter> = [
    {
      title: t('voter'),
      key: 'name',
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setOpen(row)}>
          {voterName(row, t('anonymous'))}
        </Button>
      ),
    },
    { title: t('phone'), dataIndex: 'phone', render: (v: string) => v || '-' },
    { title: t('ip'), dataIndex: 'ip' },
    { title: t('validVotes'), dataIndex: 'votes' },
    {
      title: t('flaggedVotes'),
      dataIndex: 'flagged_votes',
      render: (n: number) => (n > 0 ? <Tag color="red">{n}</Tag> : 0),
    },
    { title: t('lastVoteAt'), dataIndex: 'last_vote_at', render: (v: string | null) => dateText(v, true) },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="start" wrap gap={8}>
        <FilterBar form={filterForm} initialValues={noFilters} onApply={list.setFilters}>
          <Form.Item name="keywords" label={t('voterKeywords')}>
            <Input aria-label={t('voterKeywords')} placeholder={t('voterKeywordsPlaceholder')} allowClear />
          </Form.Item>
        </FilterBar>
        <Button danger disabled={selected.length === 0} loading={remove.isPending} onClick={removeSelected}>
          {t('removeVoters', { count: selected.length })}
        </Button>
      </Flex>
      <Table<Voter>
        {...list.table}
        rowKey="participant_id"
        columns={columns}
        size="small"
        locale={{ emptyText: t('noVoters') }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: setSelected,
          getCheckboxProps: (row) => ({ 'aria-label': t('selectVoter', { name: voterName(row, t('anonymous')) }) }),
        }}
      />
      {open ? <VoterVotesDrawer activityId={activityId} voter={open} onClose={() => setOpen(null)} /> : null}
    </Flex>
  );
};

const VoterVotesDrawer = ({
  activityId,
  voter,
  onClose,
}: {
  activityId: number;
  voter: Voter;
  onClose: () => void;
}) => {
  const { t } = useTranslation('vote', { keyPrefix: 'data' });
  const list = usePagedList(
    voteDataContract.userVote,
    {},
    { fixed: { activity_id: activityId, participant_id: voter.participant_id } },
  );
  return (
    <Drawer open size="large" title={t('votesOf', { name: voterName(voter, t('anonymous')) })} onClose={onClose}>
      <Table<VoteRecord> {...list.table} columns={recordColumns(t, false)} size="small" />
    </Drawer>
  );
};
