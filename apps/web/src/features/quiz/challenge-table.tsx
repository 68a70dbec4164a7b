import { type Challenge, challengeKinds, type PkLevel } from '@app/contract';
import { pkContract } from '@app/contract/quiz';
import { Button, Card, Form, message, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { dateText } from '../../components/date-text.js';
import { FilterBar } from '../../components/filter-bar.js';
import { confirmNotice } from '../../components/notice-dialog.js';
import { usePagedList } from '../../components/paged-list.js';
import { ChallengeDetailDrawer } from './challenge-detail-drawer.js';
import { HouseChallengerModal } from './house-challenger-modal.js';
import { useDeleteChallenge } from './pk-api.js';
import { secondsOf } from './pk-format.js';

type ChallengeKind = (typeof challengeKinds)[number];
type Filters = { level_id: number | ''; kind: ChallengeKind | '' };
const noFilters: Filters = { level_id: '', kind: '' };
const linkButton = { type: 'link', size: 'small', style: { padding: 0 } } as const;

/** PK records, house challengers and participants' matches: filter, read the answers, edit a house run, void a match. */
export const ChallengeTable = ({ activityId, levels }: { activityId: number; levels: PkLevel[] }) => {
  const { t } = useTranslation('quiz', { keyPrefix: 'pk' });
  const [form] = Form.useForm<Filters>();
  const list = usePagedList(pkContract.challengeList, { activity_id: activityId });
  const [house, setHouse] = useState<Challenge | 'new' | null>(null);
  const [shown, setShown] = useState(0);
  const remove = useDeleteChallenge();

  const confirmRemove = (c: Challenge) => {
    const isHouse = c.kind === 'house';
    const text = t(isHouse ? 'challenges.deleteConfirm' : 'challenges.voidConfirm', { name: c.name });
    confirmNotice(text, () =>
      remove.mutate(
        { id: c.id },
        { onSuccess: () => void message.success(t(isHouse ? 'deleted' : 'challenges.voided'), toastSeconds) },
      ),
    );
  };

  const columns: TableColumnsType<Challenge> = [
    { title: t('challenges.level'), dataIndex: 'level_name' },
    { title: t('challenges.kind'), dataIndex: 'kind', render: (k: ChallengeKind) => t(`challenges.kinds.${k}`) },
    { title: t('challenges.name'), dataIndex: 'name' },
    { title: t('challenges.phone'), dataIndex: 'phone', render: (p: string) => p || '-' },
    { title: t('challenges.score'), key: 'score', render: (_, c) => `${c.correct_count}/${c.total}` },
    {
      title: t('challenges.duration'),
      dataIndex: 'duration_ms',
      render: (ms: number) => t('seconds', { n: secondsOf(ms) }),
    },
    {
      title: t('challenges.result'),
      dataIndex: 'status',
      render: (s: Challenge['status']) => t(`challenges.status.${s}`),
    },
    {
      title: t('challenges.opponent'),
      key: 'opponent',
      render: (_, c) =>
        c.opponent_name ? t('challenges.opponentText', { name: c.opponent_name, n: c.opponent_correct ?? 0 }) : '-',
    },
    { title: t('challenges.time'), dataIndex: 'created_at', render: (d: string) => dateText(d, true) },
    {
      title: t('operations'),
      key: 'operations',
      render: (_, c) => (
        <Space size="middle">
          <Button {...linkButton} onClick={() => setShown(c.id)}>
            {t('challenges.detail')}
          </Button>
          {c.kind === 'house' ? (
            <Button {...linkButton} onClick={() => setHouse(c)}>
              {t('edit')}
            </Button>
          ) : null}
          {c.kind === 'house' || c.status !== 'void' ? (
            <Button {...linkButton} danger onClick={() => confirmRemove(c)}>
              {c.kind === 'house' ? t('delete') : t('challenges.void')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  const apply = (v: Filters) =>
    list.setFilters({ activity_id: activityId, level_id: v.level_id || undefined, kind: v.kind || undefined });

  return (
    <Card
      title={t('challenges.card')}
      extra={
        <Button type="primary" disabled={levels.length === 0} onClick={() => setHouse('new')}>
          {t('challenges.setHouse')}
        </Button>
      }
    >
      <FilterBar form={form} initialValues={noFilters} onApply={apply}>
        <Form.Item name="level_id" label={t('challenges.level')}>
          <Select
            aria-label={t('challenges.level')}
            style={{ width: 160 }}
            options={[
              { value: '', label: t('challenges.allLevels') },
              ...levels.map((l) => ({ value: l.id, label: l.name })),
            ]}
          />
        </Form.Item>
        <Form.Item name="kind" label={t('challenges.kind')}>
          <Select
            aria-label={t('challenges.kind')}
            style={{ width: 140 }}
            options={[
              { value: '', label: t('challenges.allKinds') },
              ...challengeKinds.map((k) => ({ value: k, label: t(`challenges.kinds.${k}`) })),
            ]}
          />
        </Form.Item>
      </FilterBar>
      <Table<Challenge> {...list.table} size="small" columns={columns} scroll={{ x: 'max-content' }} />
      {house ? (
        <HouseChallengerModal activityId={activityId} levels={levels} editing={house} onClose={() => setHouse(null)} />
      ) : null}
      {shown ? <ChallengeDetailDrawer id={shown} onClose={() => setShown(0)} /> : null}
    </Card>
  );
};
