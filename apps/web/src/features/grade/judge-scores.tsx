import { type GradeRoundResult, gradeUserDataContract } from '@app/contract/grade';
import type { GradeScore } from '@app/contract/grade-schemas';
import { Button, Form, Select, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../components/date-text.js';
import { FilterBar } from '../../components/filter-bar.js';
import { usePagedList } from '../../components/paged-list.js';
import { UnlockModal } from './unlock-modal.js';

type Filters = { contestant_id: '' | number; judge_id: '' | number };
const noFilters: Filters = { contestant_id: '', judge_id: '' };

type Props = { activityId: number; result: GradeRoundResult };

/**
 * Every score the round's judges submitted: a submitted score is locked, and 解锁 (with a reason) lets the judge
 * submit that one again.
 */
export const JudgeScores = ({ activityId, result }: Props) => {
  const { t } = useTranslation('grade', { keyPrefix: 'scores' });
  const [form] = Form.useForm<Filters>();
  const list = usePagedList(gradeUserDataContract.judgesScore, noFilters, {
    fixed: { activity_id: activityId, round_id: result.round.id },
  });
  const [unlocking, setUnlocking] = useState<GradeScore | null>(null);
  const contestant = new Map(result.lines.map((l) => [l.contestant_id, l.name]));
  const nameOf = (id: number) => contestant.get(id) ?? String(id);

  const columns: TableColumnsType<GradeScore> = [
    { title: t('contestant'), key: 'contestant', render: (_, s) => nameOf(s.contestant_id) },
    { title: t('judge'), dataIndex: 'judge_name' },
    {
      title: t('total'),
      key: 'total',
      render: (_, s) => (s.abstained ? <Tag>{t('abstained')}</Tag> : s.total),
    },
    { title: t('comment'), dataIndex: 'comment', ellipsis: true },
    {
      title: t('unlocks'),
      key: 'unlocks',
      render: (_, s) =>
        s.history.length ? (
          <span
            title={s.history.map((h) => `${dateText(h.unlocked_at, true)} ${h.unlocked_by}：${h.reason}`).join('\n')}
          >
            {t('unlockCount', { n: s.history.length })}
          </span>
        ) : null,
    },
    { title: t('submittedAt'), key: 'at', render: (_, s) => dateText(s.submitted_at, true) },
    {
      title: t('actions'),
      key: 'actions',
      width: 150,
      render: (_, s) =>
        !s.locked ? (
          <Tag color="orange">{t('unlocked')}</Tag>
        ) : (
          <Button
            type="link"
            size="small"
            aria-label={t('unlockOf', { judge: s.judge_name, contestant: nameOf(s.contestant_id) })}
            onClick={() => setUnlocking(s)}
          >
            {t('unlock')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <FilterBar form={form} initialValues={noFilters} onApply={(f) => list.setFilters({ ...noFilters, ...f })}>
        <Form.Item name="contestant_id" label={t('contestant')}>
          <Select
            aria-label={t('contestant')}
            style={{ width: 160 }}
            showSearch={{ optionFilterProp: 'label' }}
            options={[
              { value: '', label: t('all') },
              ...result.lines.map((l) => ({ value: l.contestant_id, label: l.name })),
            ]}
          />
        </Form.Item>
        <Form.Item name="judge_id" label={t('judge')}>
          <Select
            aria-label={t('judge')}
            style={{ width: 160 }}
            options={[{ value: '', label: t('all') }, ...result.judges.map((j) => ({ value: j.id, label: j.name }))]}
          />
        </Form.Item>
      </FilterBar>
      <Table<GradeScore>
        {...list.table}
        columns={columns}
        size="small"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('empty') }}
      />
      {unlocking ? (
        <UnlockModal
          score={unlocking}
          contestant={nameOf(unlocking.contestant_id)}
          onClose={() => setUnlocking(null)}
        />
      ) : null}
    </>
  );
};
