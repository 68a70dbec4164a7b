import { prizeContract } from '@app/contract/prize';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, ScreenBar } from '../kit/live-frame.js';
import { useLiveMutation, useLiveQuery } from '../kit/live-hooks.js';
import type { LiveSession } from '../kit/live-screen.js';
import { PhoneButton } from '../kit/phone-button.js';
import { PhoneSpinner } from '../kit/phone-result.js';
import { PhoneTabs } from '../kit/phone-tabs.js';
import '../kit/quiz-kit.css';
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
    if (turns.isPending) return <PhoneSpinner label={t('common:loading')} />;
    if (!turn) return <p className="ph-empty">{t('noTurns')}</p>;
    return (
      <div className="ph-form">
        {list.length > 1 && (
          <PhoneTabs
            label={t('drawTitle')}
            tabs={list.map((x) => ({ key: String(x.id), label: x.name }))}
            active={String(turn.id)}
            onChange={(id) => setTurnId(Number(id))}
          />
        )}
        <h2 className="ph-subtitle qz-center">{turn.name}</h2>
        <DrawGrid goods={turn.goods} lit={lit} color={settings.theme.color} />
        <span className="ph-muted qz-center">{t('drawsLeft', { n: turn.draws_left ?? t('unlimited') })}</span>
        {!turn.can_draw && !running && turn.reason && <span className="qz-warning qz-center">{turn.reason}</span>}
        <PhoneButton kind="primary" block disabled={!turn.can_draw && !running} busy={running} onClick={run}>
          {t('draw')}
        </PhoneButton>
        {outcome && <DrawOutcome result={outcome} color={settings.theme.color} />}
      </div>
    );
  };

  return (
    <>
      <ScreenBar title={t('drawTitle')} onBack={() => go({ name: 'home' })} />
      <Panel>{body()}</Panel>
      <Panel>
        <PhoneButton block onClick={() => go({ name: 'mine' })}>
          {t('myPrizes')}
        </PhoneButton>
      </Panel>
    </>
  );
};
