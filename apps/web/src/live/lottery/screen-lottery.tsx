import { type DataOf, type LotteryStage, lotteryCommandsByPhase } from '@app/contract';
import { lotteryContract } from '@app/contract/lottery';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePathParam } from '../../app/page-address.js';
import { callLive } from '../kit/live-api.js';
import { liveKey } from '../kit/live-hooks.js';
import { useFullscreen } from '../kit/use-fullscreen.js';
import { useLotteryCommand } from './lottery-host.js';
import { ScreenBarrage } from './screen-barrage.js';
import { ScreenDraw } from './screen-draw.js';
import { keyAction } from './screen-keys.js';
import { LotteryScreenLook } from './screen-look.js';
import { ScreenMusic } from './screen-music.js';
import { ScreenProof } from './screen-proof.js';
import { ScreenWall } from './screen-wall.js';
import { useBarrageLanes } from './use-barrage-lanes.js';
import { useLotteryLive } from './use-lottery-live.js';
import { useScreenHost } from './use-screen-host.js';
import { useWallPeople } from './use-wall-people.js';

export type ScreenData = DataOf<typeof lotteryContract.screen>;

/**
 * /screen/lottery/<code>: the hall's big screen of a lottery, public by the activity's code. It reads one snapshot,
 * then follows the stage, the sign-ins and the barrage; with host rights its keyboard drives the draw.
 */
export const LotteryScreenPage = () => {
  const { t } = useTranslation('lotteryLive');
  const code = usePathParam('code');
  const wall = useWallPeople();
  // Sign-ins between stages arrive with the wall's batches; a stage or a read brings the count as it was then.
  const [signedSince, setSignedSince] = useState(0);
  const fullscreen = useFullscreen();
  const live = useLotteryLive<ScreenData>({
    activityId: null,
    queryKey: liveKey(lotteryContract.screen, { code }),
    read: (signal) => callLive(lotteryContract.screen, { code }, { signal, silent: true }),
    stageOf: (d) => d.stage,
    withFeed: true,
    onStage: () => hosting.reload(),
    onWall: (e) => {
      wall.add(e.people);
      setSignedSince(e.signed_count);
    },
    onBarrage: (e) => lanes.add(e.messages),
  });
  const { data, stage } = live;
  const hosting = useScreenHost(data?.activity_id ?? null);
  const barrageOn = Boolean(data?.barrage.enabled && stage?.barrage_on);
  const lanes = useBarrageLanes(data?.barrage.speed ?? 'normal', barrageOn);
  const command = useLotteryCommand(hosting.host, stage?.version ?? null, (c) => live.keep(c.stage));

  const { reset } = wall;
  useEffect(() => {
    if (data) reset(data.wall);
  }, [data, reset]);
  const { add } = lanes;
  useEffect(() => {
    if (data && barrageOn) add(data.messages);
  }, [data, barrageOn, add]);

  const tiers = hosting.console?.tiers ?? [];
  // An effect event reads the screen as last drawn: a key pressed the moment host rights show is already a host's.
  const onKey = useEffectEvent((e: KeyboardEvent) => {
    if (!stage || e.repeat || e.ctrlKey || e.metaKey || e.altKey) return;
    const action = keyAction(e.key, stage, tiers, lotteryCommandsByPhase[stage.phase], hosting.host !== null);
    if (!action) return;
    e.preventDefault();
    if (action.kind === 'fullscreen') fullscreen.toggle();
    else command.send(action.command, action.extra);
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKey(e);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const body = (shown: LotteryStage, d: ScreenData) => {
    if (shown.phase === 'wall') {
      return (
        <ScreenWall
          url={`${window.location.origin}${d.link}`}
          title={d.signin.wall_title}
          open={d.signin.open}
          signed={Math.max(shown.signed_count, signedSince)}
          people={wall.people}
        />
      );
    }
    if (shown.phase === 'finished') return <div className="ls-finished">{t('screen.finished')}</div>;
    return (
      <ScreenDraw
        stage={shown}
        tier={(tiers.length > 0 ? tiers : d.tiers).find((tier) => tier.id === shown.tier_id)}
        animation={d.look.animation}
        people={wall.people}
        photos={d.signin.show_photos}
        pageSize={d.page_size}
      />
    );
  };

  if (!data || !stage) {
    return <div className="ls-screen ls-empty">{live.error ? t('screen.failed') : ''}</div>;
  }
  const extra = (
    <>
      {hosting.host && <span className="ls-host">{t('screen.hosting')}</span>}
      <output className="ls-live">
        <span className={live.connected ? 'ls-dot ls-dot-on' : 'ls-dot'} />
        {live.connected ? t('screen.live') : t('screen.offline')}
      </output>
      {data.look.music && <ScreenMusic src={data.look.music} />}
      <button type="button" className="ls-head-button" onClick={fullscreen.toggle}>
        {fullscreen.on ? t('screen.exitFullscreen') : t('screen.fullscreen')}
      </button>
    </>
  );
  return (
    <div className="ls-screen">
      <LotteryScreenLook look={data.look} fallbackTitle={data.title} extra={extra}>
        {body(stage, data)}
        <ScreenProof stage={stage} />
        {barrageOn && <ScreenBarrage flying={lanes.flying} speed={data.barrage.speed} onLanded={lanes.land} />}
      </LotteryScreenLook>
    </div>
  );
};
