import { type Candidate, candidateStatuses } from '@app/contract';
import { voteContract } from '@app/contract/vote';
import { Button, Flex, Form, Input, Select, Switch, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../components/filter-bar.js';
import { usePagedList } from '../../components/paged-list.js';
import { useCandidateStatus, useCategories, useDeleteCandidate } from './api.js';
import { candidateColumns } from './candidate-columns.js';
import { CandidateFormModal } from './candidate-form-modal.js';
import { CandidateVotesDrawer } from './candidate-votes-drawer.js';
import { EditDeleteLinks } from './edit-delete-links.js';

type Filters = { category_id: number | ''; keywords: string; status: '' | Candidate['status'] };
const noFilters: Filters = { category_id: '', keywords: '', status: '' };

/** 选手管理: the approved candidates with filters, add/edit, show/hide, delete and who voted for each. */
export const CandidateTable = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('vote', { keyPrefix: 'candidate' });
  const [filterForm] = Form.useForm<Filters>();
  const list = usePagedList(voteContract.list, noFilters, { fixed: { activity_id: activityId } });
  const categories = useCategories(activityId);
  const setStatus = useCandidateStatus();
  const remove = useDeleteCandidate();
  const [editing, setEditing] = useState<Candidate | 'new' | null>(null);
  const [votesOf, setVotesOf] = useState<Candidate | null>(null);

  const categoryOptions = [
    { value: '', label: t('allCategories') },
    ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
  ];
  const statusOptions = [
    { value: '', label: t('allStatuses') },
    ...candidateStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
  ];

  const columns: TableColumnsType<Candidate> = [
    ...candidateColumns(t),
    { title: t('votes'), dataIndex: 'votes', width: 90 },
    {
      title: t('shown'),
      dataIndex: 'status',
      width: 90,
      render: (status: Candidate['status'], row) => (
        <Switch
          size="small"
          aria-label={t('shownOf', { name: row.name })}
          checked={status === 'shown'}
          onChange={(on) => setStatus.mutate({ activity_id: activityId, id: row.id, status: on ? 'shown' : 'hidden' })}
        />
      ),
    },
    { title: t('source'), dataIndex: 'source', render: (s: Candidate['source']) => t(`sources.${s}`) },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, row) => (
        <EditDeleteLinks t={t} activityId={activityId} row={row} remove={remove} onEdit={() => setEditing(row)}>
          <Button type="link" size="small" onClick={() => setVotesOf(row)}>
            {t('voteDetail')}
          </Button>
        </EditDeleteLinks>
      ),
    },
  ];

  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="start" wrap gap={8}>
        <FilterBar form={filterForm} initialValues={noFilters} onApply={(f) => list.setFilters({ ...noFilters, ...f })}>
          <Form.Item name="category_id" label={t('category')}>
            <Select aria-label={t('category')} options={categoryOptions} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="keywords" label={t('keywords')}>
            <Input aria-label={t('keywords')} placeholder={t('keywordsPlaceholder')} allowClear />
          </Form.Item>
          <Form.Item name="status" label={t('shown')}>
            <Select aria-label={t('shown')} options={statusOptions} style={{ width: 120 }} />
          </Form.Item>
        </FilterBar>
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('add')}
        </Button>
      </Flex>
      <Table<Candidate> {...list.table} columns={columns} size="middle" locale={{ emptyText: t('empty') }} />
      {editing ? (
        <CandidateFormModal
          activityId={activityId}
          editing={editing}
          categories={categories.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {votesOf ? (
        <CandidateVotesDrawer activityId={activityId} candidate={votesOf} onClose={() => setVotesOf(null)} />
      ) : null}
    </Flex>
  );
};
