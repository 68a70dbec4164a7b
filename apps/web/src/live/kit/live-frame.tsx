import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveSettings } from './live-settings.js';
import { PhoneButton } from './phone-button.js';
import './phone-kit.css';

const page: CSSProperties = {
  maxWidth: 480,
  minHeight: '100vh',
  margin: '0 auto',
  background: '#f5f6f8',
  backgroundSize: 'cover',
  fontSize: 15,
  boxSizing: 'border-box',
  overflowX: 'hidden',
};

/**
 * Out of traffic, the server hands this page no media URLs; whatever media later answers still name are hidden
 * too (and the server no longer serves them to this page), so the page is its text-only version.
 */
const plainStyle = '.live-plain img, .live-plain video, .live-plain audio { display: none !important; }';

type FrameProps = { theme: LiveSettings['theme']; plain?: boolean; children: ReactNode };

/** The phone-sized page in the activity's theme colour and background; buttons are large for thumbs. */
export const LiveFrame = ({ theme, plain = false, children }: FrameProps) => (
  <main
    className={plain ? 'ph-frame live-plain' : 'ph-frame'}
    style={
      {
        ...page,
        '--ph-color': theme.color,
        backgroundImage: theme.background && !plain ? `url("${theme.background}")` : undefined,
      } as CSSProperties
    }
  >
    {plain && <style>{plainStyle}</style>}
    {children}
  </main>
);

/** A white card of a screen. */
export const Panel = ({ children, style }: { children: ReactNode; style?: CSSProperties }) => (
  <section className="ph-panel" style={style}>
    {children}
  </section>
);

const BackArrow = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
  </svg>
);

/** The top bar of a screen after the cover: back to the participant's home and the screen's title. */
export const ScreenBar = ({ title, onBack }: { title: string; onBack?: () => void }) => {
  const { t } = useTranslation('live');
  return (
    <div className="ph-bar">
      {onBack && (
        <PhoneButton kind="text" onClick={onBack} aria-label={t('back')}>
          <BackArrow />
        </PhoneButton>
      )}
      <h1>{title}</h1>
    </div>
  );
};
