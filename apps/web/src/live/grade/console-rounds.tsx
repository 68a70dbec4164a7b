import type { GradeConsole, GradeStage } from '@app/contract';
import { Button, Card, Empty, Select, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type Round = GradeConsole['rounds'][number];
type Contestant = Round['contestants'][number];

type Props = {
  rounds: GradeConsole['rounds'];
  roundId: number | null;
  stage: GradeStage;
  canShow: boolean;
  onRound: (id: number) => void;
  onShow: (roundId: number, contestantId: number) => void;
};

/** Every round's running order: pick the round, see who has been scored and shown, and put anyone on stage. */
export const ConsoleRounds = ({ rounds, roundId, stage, canShow, onRound, onShow }: Props) => {
  const { t } = useTranslation('gradeLive', { keyPrefix: 'console' });
  const round = rounds.find((r) => r.id === roundId);
  const onStage = (c: Contestant) => stage.round?.id === round?.id && stage.contestant?.id === c.id;
  return (
    <Card
      title={t('rounds')}
      extra={
        rounds.length > 0 && (
          <Select<number>
            aria-label={t('round')}
            style={{ minWidth: 160 }}
            value={round?.id}
            onChange={onRound}
            options={rounds.map((r) => ({ value: r.id, label: r.name }))}
          />
        )
      }
    >
      {!round ? (
        <Empty description={t('noRounds')} />
      ) : (
        <Table<Contestant>
          rowKey="id"
          size="small"
          pagination={round.contestants.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
          dataSource={round.contestants}
          locale={{ emptyText: t('noContestants') }}
          rowClassName={(c) => (onStage(c) ? 'gc-row-on-stage' : '')}
          columns={[
            { title: t('col.sort'), key: 'sort', width: 56, render: (_, __, i) => i + 1 },
            { title: t('col.name'), dataIndex: 'name' },
            { title: t('col.group'), dataIndex: 'group_name' },
            { title: t('col.scored'), key: 'scored', render: (_, c) => `${c.scored}/${c.judges}` },
            { title: t('col.final'), dataIndex: 'final', render: (final: number | null) => final ?? '—' },
            {
              title: t('col.shown'),
              key: 'shown',
              render: (_, c) =>
                onStage(c) ? (
                  <Tag color="processing">{t('current')}</Tag>
                ) : (
                  <Tag color={c.shown ? 'green' : 'default'}>{c.shown ? t('shown') : t('notShown')}</Tag>
                ),
            },
            {
              title: t('col.action'),
              key: 'action',
              render: (_, c) => (
                <Button
                  size="small"
                  aria-label={t('showOf', { name: c.name })}
                  disabled={!canShow || onStage(c)}
                  onClick={() => onShow(round.id, c.id)}
                >
                  {t('show')}
                </Button>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
};
