import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The look's music, looped. Browsers refuse sound before the page has been touched, so a refused start waits for
 * the first key or click; the button turns it off and on.
 */
export const ScreenMusic = ({ src }: { src: string }) => {
  const { t } = useTranslation('lotteryLive');
  const audio = useRef<HTMLAudioElement>(null);
  const [on, setOn] = useState(true);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = audio.current;
    if (!element || !on) return;
    const start = () =>
      void element.play()?.then(
        () => setPlaying(true),
        () => setPlaying(false),
      );
    start();
    window.addEventListener('keydown', start, { once: true });
    window.addEventListener('pointerdown', start, { once: true });
    return () => {
      window.removeEventListener('keydown', start);
      window.removeEventListener('pointerdown', start);
      element.pause();
      setPlaying(false);
    };
  }, [on]);

  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: background music has no words to caption */}
      <audio ref={audio} src={src} loop preload="auto" />
      <button type="button" className="ls-head-button" aria-pressed={on && playing} onClick={() => setOn(!on)}>
        {on && playing ? t('screen.musicOff') : t('screen.musicOn')}
      </button>
    </>
  );
};
