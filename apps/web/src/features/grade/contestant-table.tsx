import { gradeActivityContract } from '@app/contract/grade';
import type { GradeContestant, GradeField, GradeRound } from '@app/contract/grade-schemas';
import { Alert, Avatar, Button, Flex, message, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { confirmDelete } from '../../components/confirm-delete.js';
import { usePagedList } from '../../components/paged-list.js';
import { useDeleteContestant, useGroups } from './api.js';
import { ContestantFilterBar, noContestantFilters } from './contestant-filters.js';
import { ContestantFormModal } from './contestant-form-modal.js';
import { ContestantImport } from './contestant-import.js';

type Props = { activityId: number; rounds: GradeRound[]; current: GradeRound | undefined; fields: GradeField[] };

/** Every contestant of the activity (a round's in stage order when filtered by it): add, edit, delete, import. */
export const ContestantTable = ({ activityId, rounds, current, fields }: Props) => {
  const { t } = useTranslation('grade', { keyPrefix: 'contestants' });
  const list = usePagedList(gradeActivityContract.userList, noContestantFilters, {
    fixed: { activity_id: activityId },
    pageSize: 20,
  });
  const groups = useGroups(activityId).data?.list ?? [];
  const remove = useDeleteContestant();
  const [editing, setEditing] = useState<GradeContestant | 'new' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const roundName = new Map(rounds.map((r) => [r.id, r.name]));

  const askDelete = (c: GradeContestant) =>
    confirmDelete(t('confirmDelete', { name: c.name }), () =>
      remove.mutate({ id: c.id }, { onSuccess: () => void message.success(t('deleted'), toastSeconds) }),
    );
  const columns: TableColumnsType<GradeContestant> = [
    {
      key: 'photo',
      width: 56,
      render: (_, c) => (c.photo ? <Avatar src={c.photo} alt={c.name} /> : <Avatar>{c.name.slice(0, 1)}</Avatar>),
    },
    { title: t('name'), dataIndex: 'name' },
    { title: t('group'), key: 'group', render: (_, c) => c.group_name || t('noGroup') },
    ...fields.map((f) => ({ title: f.label, key: f.key, render: (_: unknown, c: GradeContestant) => c.values[f.key] })),
    {
      title: t('rounds'),
      key: 'rounds',
      render: (_, c) => c.rounds.map((r) => <Tag key={r.round_id}>{roundName.get(r.round_id) ?? r.round_id}</Tag>),
    },
    {
      title: t('actions'),
      key: 'actions',
      width: 130,
      render: (_, c) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(c)}>
            {t('edit')}
          </Button>
          <Button type="link" size="small" danger onClick={() => askDelete(c)}>
            {t('delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Space wrap>
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('add')}
        </Button>
        <ContestantImport activityId={activityId} round={current} onProblem={setProblem} />
      </Space>
      {problem ? (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setProblem(null) }}
          title={t('importFailed')}
          description={<div style={{ whiteSpace: 'pre-line' }}>{problem}</div>}
        />
      ) : null}
      <ContestantFilterBar rounds={rounds} groups={groups} onApply={list.setFilters} />
      <Table<GradeContestant>
        {...list.table}
        columns={columns}
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('empty') }}
      />
      {editing ? (
        <ContestantFormModal
          activityId={activityId}
          editing={editing}
          rounds={rounds}
          current={current}
          groups={groups}
          fields={fields}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Flex>
  );
};
