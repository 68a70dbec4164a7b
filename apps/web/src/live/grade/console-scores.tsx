import type { GradeConsole } from '@app/contract';
import { Alert, Button, Card, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleUnlock } from './console-unlock.js';

type Score = GradeConsole['scores'][number];

/** Judges whose total is far from the others' for the contestant on stage (the rule's outlier share). */
export const ConsoleFlagged = ({ flagged }: { flagged: GradeConsole['flagged'] }) => {
  const { t } = useTranslation('gradeLive', { keyPrefix: 'console' });
  return (
    <Card title={t('flagged', { n: flagged.length })}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {flagged.map((f) => (
          <Alert key={f.judge_id} type="warning" showIcon title={t('flaggedWarn', { name: f.name, total: f.total })} />
        ))}
      </Space>
    </Card>
  );
};

type Props = {
  scores: Score[];
  contestant: string;
  /** Only the organiser unlocks: the host link's holder has no login. */
  canUnlock: boolean;
  onUnlocked: () => void;
};

/** The submitted scores of the contestant on stage, each with its judge and total, and 解锁 for the organiser. */
export const ConsoleScores = ({ scores, contestant, canUnlock, onUnlocked }: Props) => {
  const { t } = useTranslation('gradeLive', { keyPrefix: 'console' });
  const [unlocking, setUnlocking] = useState<Score | null>(null);
  return (
    <Card title={t('scores')}>
      <Table<Score>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={scores}
        locale={{ emptyText: t('noScores') }}
        columns={[
          { title: t('col.judge'), dataIndex: 'judge_name', render: (name: string) => <strong>{name}</strong> },
          {
            title: t('col.total'),
            key: 'total',
            render: (_, s) => <span className="gc-total">{s.abstained ? t('abstained') : s.total}</span>,
          },
          {
            title: t('col.shown'),
            key: 'locked',
            render: (_, s) => (s.locked ? <Tag>{t('locked')}</Tag> : <Tag color="orange">{t('unlocked')}</Tag>),
          },
          ...(canUnlock
            ? [
                {
                  title: t('col.action'),
                  key: 'unlock',
                  render: (_: unknown, s: Score) =>
                    s.locked && (
                      <Button
                        size="small"
                        aria-label={t('unlockOf', { name: s.judge_name })}
                        onClick={() => setUnlocking(s)}
                      >
                        {t('unlock')}
                      </Button>
                    ),
                },
              ]
            : []),
        ]}
      />
      {unlocking && (
        <ConsoleUnlock
          score={unlocking}
          contestant={contestant}
          onUnlocked={onUnlocked}
          onClose={() => setUnlocking(null)}
        />
      )}
    </Card>
  );
};
