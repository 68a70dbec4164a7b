import { prizeContract } from '@app/contract/prize';
import { Button, Empty, Flex, Segmented, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, ScreenBar } from '../kit/live-frame.js';
import { useLiveMutation, useLiveQuery } from '../kit/live-hooks.js';
import type { LiveSession } from '../kit/live-screen.js';
import { DrawGrid, DrawOutcome, type DrawResult } from './draw-grid.js';

/** How long the lights run at least, so a draw feels like a draw even when the answer is instant. */
export const drawAnimationMs = 1000;
const stepMs = 100;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A prize turn's pool, the draw with its animation, what was won and the draws left. */
export const DrawScreen = ({ live }: { live: LiveSession }) => {
  const { t } = useTranslation('live');
  const { ticket, settings, go } = live;
  const turns = useLiveQuery(prizeContract.h5Turns, { ticket });
  const draw = useLiveMutation(prizeContract.h5Draw, { stale: [prizeContract.h5Turns, prizeContract.h5Mine] });
  const [turnId, setTurnId] = useState<number | null>(null);
  const [lit, setLit] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<DrawResult | null>(null);
  const [running, setRunning] = useState(false);

  const list = turns.data ?? [];
  const turn = list.find((x) => x.id === turnId) ?? list[0];

  const run = async () => {
    if (!turn || running) return;
    setOutcome(null);
    setRunning(true);
    const cells = turn.goods.length + 1;
    let step = 0;
    const timer = setInterval(() => setLit(step++ % cells), stepMs);
    try {
      const [result] = await Promise.all([draw.mutateAsync({ ticket, turn_id: turn.id }), wait(drawAnimationMs)]);
      const won = turn.goods.findIndex((g) => g.id === result.goods?.id);
      setLit(result.won && won >= 0 ? won : cells - 1);
      setOutcome(result);
    } catch {
      // The reason was already shown as a toast; the lights just stop.
      setLit(null);
    } finally {
      clearInterval(timer);
      setRunning(false);
    }
  };

  const body = () => {
    if (turns.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
    if (!turn) return <Empty description={t('noTurns')} />;
    return (
      <Flex vertical gap={16}>
        {list.length > 1 && (
          <Segmented
            block
            value={turn.id}
            options={list.map((x) => ({ value: x.id, label: x.name }))}
            onChange={(id) => setTurnId(Number(id))}
          />
        )}
        <Typography.Title level={4} style={{ margin: 0, textAlign: 'center' }}>
          {turn.name}
        </Typography.Title>
        <DrawGrid goods={turn.goods} lit={lit} color={settings.theme.color} />
        <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
          {t('drawsLeft', { n: turn.draws_left ?? t('unlimited') })}
        </Typography.Text>
        {!turn.can_draw && !running && turn.reason && (
          <Typography.Text type="warning" style={{ textAlign: 'center' }}>
            {turn.reason}
          </Typography.Text>
        )}
        <Button type="primary" size="large" block disabled={!turn.can_draw && !running} loading={running} onClick={run}>
          {t('draw')}
        </Button>
        {outcome && <DrawOutcome result={outcome} color={settings.theme.color} />}
      </Flex>
    );
  };

  return (
    <>
      <ScreenBar title={t('drawTitle')} onBack={() => go({ name: 'home' })} />
      <Panel>{body()}</Panel>
      <Panel>
        <Button size="large" block onClick={() => go({ name: 'mine' })}>
          {t('myPrizes')}
        </Button>
      </Panel>
    </>
  );
};
