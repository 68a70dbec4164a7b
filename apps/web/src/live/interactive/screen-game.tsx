import { gameThemePalette } from '@app/contract';
import { gameContract } from '@app/contract/game';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callLive } from '../kit/live-api.js';
import { liveKey } from '../kit/live-hooks.js';
import { useFullscreen } from '../kit/use-fullscreen.js';
import { useLiveSession } from '../kit/use-live-session.js';
import { ScreenLeaderboard } from './screen-leaderboard.js';
import { type LobbyName, ScreenLobby } from './screen-lobby.js';
import { ScreenPodium } from './screen-podium.js';
import { ScreenQuestion } from './screen-question.js';
import { ScreenReveal } from './screen-reveal.js';
import './interactive-messages.js';
import './screen.css';
import { usePathParam } from '../../app/page-address.js';

/** Names the lobby wall keeps: the newest, as many as fit a screen. */
const wallSize = 80;

/** The lobby wall: the names the screen read, then every name the channel brings, newest first. */
const useLobbyWall = () => {
  const [names, setNames] = useState<LobbyName[]>([]);
  const nextId = useRef(0);
  const named = (list: string[]) => list.map((name) => ({ id: nextId.current++, name }));
  return {
    names,
    reset: (recent: string[]) => setNames(named(recent.slice(0, wallSize))),
    add: (arrived: string[]) => setNames((kept) => [...named([...arrived].reverse()), ...kept].slice(0, wallSize)),
  };
};

/** /screen/interactive/<code>: the hall's big screen of an interactive quiz, public by the activity's code. */
export const InteractiveScreenPage = () => {
  const { t } = useTranslation('liveInteractive');
  const code = usePathParam('code');
  const wall = useLobbyWall();
  const fullscreen = useFullscreen();
  const session = useLiveSession({
    activityId: null,
    queryKey: liveKey(gameContract.screen, { code }),
    read: (signal) => callLive(gameContract.screen, { code }, { signal, silent: true }),
    snapshotOf: (d) => d.snapshot,
    stage: true,
    onLobby: wall.add,
  });
  const { data, snapshot, now } = session;
  const recent = data?.recent;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new read brings the wall as the server knows it
  useEffect(() => {
    if (recent) wall.reset(recent);
  }, [recent]);

  const site = data?.site;
  const [bg, surface, accent, text] = gameThemePalette[site?.theme ?? 'stage'].colors;
  const style = {
    '--bg': bg,
    '--surface': surface,
    '--accent': accent,
    '--text': text,
    backgroundImage: site?.background ? `url("${site.background}")` : undefined,
  } as CSSProperties;

  const body = () => {
    if (!data || !snapshot) return <div className="is-empty">{session.error ? t('screen.failed') : ''}</div>;
    switch (snapshot.phase) {
      case 'lobby':
        return (
          <ScreenLobby
            url={`${window.location.origin}${data.link}`}
            code={data.code}
            showCode={data.site.show_join_code}
            joined={snapshot.joined}
            names={wall.names}
          />
        );
      case 'question':
      case 'closed':
        return <ScreenQuestion snapshot={snapshot} now={now} />;
      case 'reveal':
        return <ScreenReveal snapshot={snapshot} />;
      case 'leaderboard':
        return <ScreenLeaderboard rows={snapshot.leaderboard ?? []} />;
      case 'finished':
        return <ScreenPodium rows={snapshot.leaderboard ?? []} />;
    }
  };

  return (
    <main className="is" style={style}>
      <header className="is-head">
        {site?.logo && <img className="is-logo" src={site.logo} alt="" />}
        <h1 className="is-title">{site?.title || data?.title || ''}</h1>
        <output className="is-live" aria-live="polite">
          <span className={`is-dot${session.connected ? ' is-dot-on' : ''}`} />
          {session.connected ? t('screen.live') : t('screen.offline')}
        </output>
        <button type="button" className="is-full" onClick={fullscreen.toggle}>
          {fullscreen.on ? t('screen.exitFullscreen') : t('screen.fullscreen')}
        </button>
      </header>
      <section className="is-main">{body()}</section>
    </main>
  );
};
