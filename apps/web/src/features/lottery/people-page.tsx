import './messages.js';
import type { LotteryPerson } from '@app/contract';
import { lotteryContract } from '@app/contract/lottery';
import { Button, Card, Flex, message, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { ActivityPage } from '../../components/activity-page.js';
import { ExportButton } from '../../components/export-button.js';
import { confirmNotice } from '../../components/notice-dialog.js';
import { usePagedList } from '../../components/paged-list.js';
import { useDeletePeople, useSetEligible } from './api.js';
import type { ImportProblemList } from './import-problems.js';
import { peopleColumns } from './people-columns.js';
import { noPeopleFilters, PeopleFilterBar } from './people-filters.js';
import { ImportProblems, PeopleImport } from './people-import.js';
import { PersonFormModal } from './person-form-modal.js';

/** /LargeScreenLottery/people?activity_id=: who may be drawn — imported, added or signed in on a phone. */
export const PeoplePage = () => <ActivityPage>{(activityId) => <PeopleList activityId={activityId} />}</ActivityPage>;

const PeopleList = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('lottery', { keyPrefix: 'people' });
  const list = usePagedList(lotteryContract.people, noPeopleFilters, {
    fixed: { activity_id: activityId },
    pageSize: 20,
  });
  const remove = useDeletePeople();
  const setEligible = useSetEligible();
  const [editing, setEditing] = useState<LotteryPerson | 'new' | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [problems, setProblems] = useState<ImportProblemList | null>(null);

  const toast = (text: string) => void message.success(text, toastSeconds);
  const mark = (ids: number[], eligible: boolean) =>
    setEligible.mutate(
      { activity_id: activityId, ids, eligible },
      { onSuccess: (d) => toast(t('changed', { n: d.affected })) },
    );
  const removeAsked = (ids: number[], question: string) =>
    confirmNotice(question, () =>
      remove.mutate(
        { activity_id: activityId, ids },
        {
          onSuccess: (d) => {
            setSelected([]);
            toast(t('deleted', { n: d.deleted }));
          },
        },
      ),
    );

  const columns = peopleColumns(t, {
    onEdit: setEditing,
    onDelete: (p) => removeAsked([p.id], t('deleteConfirm', { name: p.name })),
    onEligible: (p, on) => mark([p.id], on),
  });

  return (
    <Card title={t('title')}>
      <Flex vertical gap={12}>
        <Flex justify="space-between" wrap gap={8}>
          <Space wrap>
            <Button type="primary" onClick={() => setEditing('new')}>
              {t('add')}
            </Button>
            <PeopleImport activityId={activityId} onProblems={setProblems} />
            <ExportButton activityId={activityId} type="lottery_people">
              {t('export')}
            </ExportButton>
          </Space>
          {selected.length ? (
            <Space wrap>
              <Typography.Text>{t('selected', { n: selected.length })}</Typography.Text>
              <Button onClick={() => mark(selected, false)}>{t('markIneligible')}</Button>
              <Button onClick={() => mark(selected, true)}>{t('markEligible')}</Button>
              <Button danger onClick={() => removeAsked(selected, t('deleteSelectedConfirm', { n: selected.length }))}>
                {t('delete')}
              </Button>
            </Space>
          ) : null}
        </Flex>
        <ImportProblems problems={problems} onClose={() => setProblems(null)} />
        <PeopleFilterBar groups={list.query.data?.groups ?? []} onApply={list.setFilters} />
        <Table<LotteryPerson>
          {...list.table}
          columns={columns}
          size="middle"
          scroll={{ x: 'max-content' }}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
          locale={{ emptyText: t('empty') }}
        />
      </Flex>
      {editing ? <PersonFormModal activityId={activityId} editing={editing} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
};
