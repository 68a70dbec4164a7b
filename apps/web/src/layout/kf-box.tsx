import { CustomerServiceOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uiFlags } from '../app/ui-flags.js';
import { useSiteConfig } from '../features/tenant/api.js';
import { BackToTop } from './back-to-top.js';
import { KfLines } from './kf-lines.js';

/** The docked column's width in window pixels; the shell keeps this much free on the right of the content. */
export const kfDockWidth = 40;
/** Below antd's masks (1000), so a modal or drawer covers the box like the rest of the page. */
export const kfDockZIndex = 900;

const dockStyle = {
  position: 'fixed',
  right: 0,
  bottom: 96,
  zIndex: kfDockZIndex,
  width: kfDockWidth,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
} as const;

const tabStyle = {
  width: kfDockWidth,
  height: 'auto',
  padding: '12px 0',
  borderRadius: '8px 0 0 8px',
  writingMode: 'vertical-rl',
  letterSpacing: 2,
} as const;

// Padding, not margin, between card and tab: the pointer crosses it without leaving the box.
const cardSpot = { position: 'absolute', right: '100%', bottom: 0, paddingRight: 8 } as const;

const cardStyle = {
  width: 156,
  background: '#fff',
  borderRadius: 8,
  boxShadow: '0 4px 16px rgba(0,0,0,0.12)',
  padding: 12,
  textAlign: 'center',
} as const;

type Open = 'no' | 'hover' | 'pinned';

/**
 * The customer-service box (spec section 2), docked as a slim tab on the window's right edge so it never sits
 * over the content; hovering shows its card, a click pins it open until 收起 or another click.
 */
export const KfBox = () => {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const [open, setOpen] = useState<Open>('no');
  const showKf = site?.show_kf === 1;
  return (
    <aside
      aria-label={t('kf.title')}
      style={dockStyle}
      onMouseEnter={() => setOpen((o) => (o === 'no' ? 'hover' : o))}
      onMouseLeave={() => setOpen((o) => (o === 'hover' ? 'no' : o))}
    >
      {showKf && (
        <Button
          type="primary"
          icon={<CustomerServiceOutlined />}
          aria-expanded={open !== 'no'}
          style={tabStyle}
          onClick={() => setOpen((o) => (o === 'pinned' ? 'no' : 'pinned'))}
        >
          {t('kf.title')}
        </Button>
      )}
      {showKf && open !== 'no' && (
        <div style={cardSpot}>
          <div style={cardStyle}>
            <KfLines site={site} />
            {site.kf_button !== 0 && (
              <Button type="primary" block onClick={uiFlags.openChat} style={{ marginBottom: 8 }}>
                {t('kf.chat')}
              </Button>
            )}
            {site.kf_img && <img src={site.kf_img} alt={t('kf.qrAlt')} width={120} height={120} />}
            <Button type="link" size="small" block onClick={() => setOpen('no')}>
              {t('kf.collapse')}
            </Button>
          </div>
        </div>
      )}
      <BackToTop />
    </aside>
  );
};
