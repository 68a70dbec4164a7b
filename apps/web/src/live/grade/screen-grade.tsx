import type { DataOf, GradeStage } from '@app/contract';
import { gradeStageContract } from '@app/contract/grade';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { usePathParam } from '../../app/page-address.js';
import { callLive } from '../kit/live-api.js';
import { liveKey } from '../kit/live-hooks.js';
import { useFullscreen } from '../kit/use-fullscreen.js';
import { ScreenContestant } from './screen-contestant.js';
import { ScreenIdle } from './screen-idle.js';
import { ScreenProgress } from './screen-progress.js';
import { ScreenRanking } from './screen-ranking.js';
import { ScreenResult } from './screen-result.js';
import { useGradeStage } from './use-grade-stage.js';
import './grade-live-messages.js';
import './grade-screen.css';

export type GradeScreenData = DataOf<typeof gradeStageContract.screen>;

/** Rows a whole-screen ranking shows: two columns of fifteen is what a hall reads from the back. */
const boardSize = 30;

/**
 * /screen/grade/<code>: the hall's big screen of a judge scoring activity, public by the activity's code. It reads
 * once, then follows the stage the host moves: the contestant on stage and the judges scoring, the reveal, the
 * round's ranking.
 */
export const GradeScreenPage = () => {
  const { t } = useTranslation('gradeLive');
  const code = usePathParam('code');
  const fullscreen = useFullscreen();
  const live = useGradeStage<GradeScreenData>({
    activityId: null,
    queryKey: liveKey(gradeStageContract.screen, { code }),
    read: (signal) => callLive(gradeStageContract.screen, { code }, { signal, silent: true }),
    stageOf: (d) => d.stage,
  });
  const { data, stage } = live;

  if (!data || !stage) {
    return <main className="gs gs-empty">{live.error ? t('screen.failed') : ''}</main>;
  }
  const { page } = data;
  const title = page.title || data.title;
  const style = {
    '--accent': page.theme_color,
    backgroundImage: page.background ? `url("${page.background}")` : undefined,
  } as CSSProperties;

  const side = (s: GradeStage) =>
    page.show_ranking &&
    s.ranking.length > 0 && (
      <aside className="gs-side">
        <ScreenRanking
          lines={s.ranking.slice(0, page.ranking_size)}
          title={t('screen.liveRanking')}
          current={s.contestant?.id ?? null}
          compact
        />
      </aside>
    );

  const body = (s: GradeStage) => {
    if (s.phase === 'ranking' || s.phase === 'finished') {
      const heading = s.phase === 'finished' ? t('screen.finished') : t('screen.ranking');
      return (
        <ScreenRanking
          lines={s.ranking.slice(0, boardSize)}
          title={s.round ? `${s.round.name} · ${heading}` : heading}
          showPhoto={page.show_photo}
        />
      );
    }
    if (s.phase === 'idle' || !s.contestant) {
      return (
        <ScreenIdle
          title={title}
          roundName={s.round?.name ?? ''}
          url={new URL(data.link, window.location.origin).href}
        />
      );
    }
    const revealed = s.phase === 'revealed' && s.result;
    return (
      <>
        <div className="gs-stage">
          <ScreenContestant contestant={s.contestant} showPhoto={page.show_photo} compact={Boolean(revealed)} />
          {revealed ? (
            <ScreenResult result={revealed} judges={s.judges} groups={s.groups} ruleText={s.rule_text} />
          ) : (
            <ScreenProgress judges={s.judges} />
          )}
        </div>
        {side(s)}
      </>
    );
  };

  return (
    <main className={page.background ? 'gs gs-with-bg' : 'gs'} style={style}>
      <header className="gs-head">
        <h1 className="gs-title">{title}</h1>
        {stage.round && stage.phase !== 'idle' && <span className="gs-round">{stage.round.name}</span>}
        <output className="gs-live">
          <span className={live.connected ? 'gs-dot gs-dot-on' : 'gs-dot'} />
          {live.connected ? t('screen.live') : t('screen.offline')}
        </output>
        <button type="button" className="gs-full" onClick={fullscreen.toggle}>
          {fullscreen.on ? t('screen.exitFullscreen') : t('screen.fullscreen')}
        </button>
      </header>
      <section className="gs-main">{body(stage)}</section>
    </main>
  );
};
