import type { LotteryLook } from '@app/contract';
import type { CSSProperties, ReactNode } from 'react';
import './screen.css';

type Props = {
  look: LotteryLook;
  /** Shown when the look has no title of its own (the activity's title). */
  fallbackTitle?: string;
  /** The right end of the header: the live dot, the full-screen button. */
  extra?: ReactNode;
  children?: ReactNode;
};

/**
 * The big screen's frame in the organiser's look: background image or video, logo, title and theme colour. It
 * fills its box and sizes everything in that box's units, so the settings page's live preview (a small 16:9 box)
 * shows the hall's screen exactly, only smaller.
 */
export const LotteryScreenLook = ({ look, fallbackTitle = '', extra, children }: Props) => {
  const image = look.background && look.background_kind === 'image' ? `url("${look.background}")` : undefined;
  const style = { '--accent': look.theme_color, backgroundImage: image } as CSSProperties;
  return (
    <div className="ls" style={style}>
      {look.background && look.background_kind === 'video' && (
        <video className="ls-video" src={look.background} autoPlay muted loop playsInline aria-hidden />
      )}
      <header className="ls-head">
        {look.logo && <img className="ls-logo" src={look.logo} alt="" />}
        <h1 className="ls-title">{look.title || fallbackTitle}</h1>
        {extra}
      </header>
      <section className="ls-main">{children}</section>
    </div>
  );
};
