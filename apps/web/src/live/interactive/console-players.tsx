import { gameLimits, type SessionPlayer } from '@app/contract';
import { gameContract, gameUserDataContract } from '@app/contract/game';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, InputNumber, Modal, message, Segmented, Space, Table, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-error.js';
import { confirmNotice } from '../../components/notice-dialog.js';
import { type Host, hostCall, isOrganiser } from '../kit/host-call.js';

type Status = '' | SessionPlayer['status'];
const statuses: Status[] = ['', 'playing', 'kicked', 'banned'];
const statusColors: Record<SessionPlayer['status'], string> = { playing: 'green', kicked: 'orange', banned: 'red' };
const pageSize = 10;

/** Reads the players again after the session moved (a join, an answer, a transition), at most once a second. */
const useRefreshOn = (tick: string, refetch: () => unknown) => {
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new tick (the session moved) plans one read
  useEffect(() => {
    const timer = setTimeout(() => void refetchRef.current(), 1000);
    return () => clearTimeout(timer);
  }, [tick]);
};

type ExtraProps = { host: { activity_id: number }; player: SessionPlayer; onClose: () => void };

const ExtraScore = ({ host, player, onClose }: ExtraProps) => {
  const { t } = useTranslation('liveInteractive');
  const save = useMutation({
    mutationFn: (v: { score: number; reason?: string }) =>
      hostCall(gameUserDataContract.interactionExtraScore, host, {
        player_id: player.id,
        score: v.score,
        reason: v.reason ?? '',
      }),
    onSuccess: () => {
      void message.success(t('console.saved'), toastSeconds);
      onClose();
    },
    onError: (e) => void message.error(e.message, toastSeconds),
  });
  return (
    <Modal
      open
      title={t('console.extraTitle', { name: player.nickname })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={save.mutate} requiredMark={false}>
        <Form.Item name="score" label={t('console.score')} rules={[{ required: true, message: t('console.score') }]}>
          <InputNumber
            min={-gameLimits.extraScoreMax}
            max={gameLimits.extraScoreMax}
            precision={0}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="reason" label={t('console.reason')}>
          <Input maxLength={50} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={save.isPending}>
          {t('console.save')}
        </Button>
      </Form>
    </Modal>
  );
};

/**
 * The players by score, each right answers of the questions asked so far (`asked`), with kick (may join again),
 * ban (may not), unban and, for the organiser, extra points.
 */
export const ConsolePlayers = ({ host, tick, asked }: { host: Host; tick: string; asked: number }) => {
  const { t } = useTranslation('liveInteractive');
  const [keywords, setKeywords] = useState('');
  const [status, setStatus] = useState<Status>('');
  const [page, setPage] = useState(1);
  const [scoring, setScoring] = useState<SessionPlayer | null>(null);
  const input = { page, limit: pageSize, keywords, status };
  const players = useQuery({
    queryKey: ['live', gameContract.joinUser.path, host, input],
    queryFn: ({ signal }) => hostCall(gameContract.joinUser, host, input, signal),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
  });
  useRefreshOn(tick, players.refetch);
  const remove = useMutation({
    mutationFn: ({ id, mode }: { id: number; mode: 'kick' | 'ban' | 'unban' }) =>
      hostCall(gameContract.joinUserDel, host, { player_ids: [id], mode }),
    onSuccess: () => void players.refetch(),
    onError: (e) => void message.error(e.message, toastSeconds),
  });

  const actions = (p: SessionPlayer) => (
    <Space size={4} wrap>
      {p.status === 'playing' && (
        <Button size="small" onClick={() => remove.mutate({ id: p.id, mode: 'kick' })}>
          {t('console.kick')}
        </Button>
      )}
      {p.status !== 'banned' ? (
        <Button
          size="small"
          danger
          onClick={() =>
            confirmNotice(t('console.banConfirm', { name: p.nickname }), () => remove.mutate({ id: p.id, mode: 'ban' }))
          }
        >
          {t('console.ban')}
        </Button>
      ) : (
        <Button size="small" onClick={() => remove.mutate({ id: p.id, mode: 'unban' })}>
          {t('console.unban')}
        </Button>
      )}
      {isOrganiser(host) && (
        <Button size="small" type="link" onClick={() => setScoring(p)}>
          {t('console.extra')}
        </Button>
      )}
    </Space>
  );

  return (
    <Card
      title={t('console.players')}
      extra={
        players.data ? <span style={{ color: '#8c8c8c' }}>{t('console.total', { n: players.data.total })}</span> : null
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('console.search')}
          onSearch={(v) => {
            setKeywords(v.trim());
            setPage(1);
          }}
          style={{ width: 220 }}
        />
        <Segmented<Status>
          value={status}
          options={statuses.map((s) => ({ value: s, label: t(`console.status.${s || 'all'}`) }))}
          onChange={(s) => {
            setStatus(s);
            setPage(1);
          }}
        />
      </Space>
      <Table<SessionPlayer>
        rowKey="id"
        size="small"
        scroll={{ x: 'max-content' }}
        loading={players.isLoading}
        dataSource={players.data?.list ?? []}
        locale={{ emptyText: t('console.noPlayers') }}
        pagination={{
          current: page,
          pageSize,
          total: players.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          size: 'small',
        }}
        columns={[
          { title: t('console.col.rank'), dataIndex: 'rank', width: 56 },
          { title: t('console.col.nickname'), dataIndex: 'nickname' },
          { title: t('console.col.phone'), dataIndex: 'phone', render: (v: string) => v || '—' },
          { title: t('console.col.score'), dataIndex: 'score', render: (v: number) => v.toLocaleString() },
          { title: t('console.col.correct'), render: (_, p) => `${p.correct} / ${asked}` },
          {
            title: t('console.col.status'),
            dataIndex: 'status',
            render: (s: SessionPlayer['status']) => <Tag color={statusColors[s]}>{t(`console.status.${s}`)}</Tag>,
          },
          { title: '', key: 'actions', render: (_, p) => actions(p) },
        ]}
      />
      {scoring && isOrganiser(host) && <ExtraScore host={host} player={scoring} onClose={() => setScoring(null)} />}
    </Card>
  );
};
