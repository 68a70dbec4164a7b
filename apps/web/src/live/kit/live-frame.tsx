import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Flex, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveSettings } from './live-settings.js';

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
  <ConfigProvider
    button={{ autoInsertSpace: false }}
    theme={{ token: { colorPrimary: theme.color, fontSize: 15 }, components: { Button: { controlHeightLG: 48 } } }}
  >
    <main
      className={plain ? 'live-plain' : undefined}
      style={{ ...page, backgroundImage: theme.background && !plain ? `url("${theme.background}")` : undefined }}
    >
      {plain && <style>{plainStyle}</style>}
      {children}
    </main>
  </ConfigProvider>
);

/** A white card of a screen. */
export const Panel = ({ children, style }: { children: ReactNode; style?: CSSProperties }) => (
  <section style={{ background: '#fff', borderRadius: 12, padding: 16, margin: 12, ...style }}>{children}</section>
);

/** The top bar of a screen after the cover: back to the participant's home and the screen's title. */
export const ScreenBar = ({ title, onBack }: { title: string; onBack?: () => void }) => {
  const { t } = useTranslation('live');
  return (
    <Flex align="center" gap={8} style={{ padding: '12px 12px 0' }}>
      {onBack && (
        <Button type="text" size="large" icon={<ArrowLeftOutlined />} onClick={onBack} aria-label={t('back')} />
      )}
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
    </Flex>
  );
};
