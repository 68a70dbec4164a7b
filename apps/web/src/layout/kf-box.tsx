import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uiFlags } from '../app/ui-flags.js';
import { useSiteConfig } from '../features/tenant/api.js';
import { BackToTop } from './back-to-top.js';
import { KfLines } from './kf-lines.js';

const boxStyle = {
  position: 'fixed',
  right: 12,
  bottom: 96,
  zIndex: 1000,
  width: 156,
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
} as const;

const cardStyle = {
  background: '#fff',
  borderRadius: 8,
  boxShadow: '0 4px 16px rgba(0,0,0,0.12)',
  padding: 12,
  textAlign: 'center',
} as const;

/** The floating customer-service box (spec section 2): starts expanded, can collapse. */
export const KfBox = () => {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const [expanded, setExpanded] = useState(true);
  const showKf = site?.show_kf === 1;
  return (
    <aside aria-label={t('kf.title')} style={boxStyle}>
      {showKf && !expanded && (
        <Button type="primary" onClick={() => setExpanded(true)}>
          {t('kf.expand')}
        </Button>
      )}
      {showKf && expanded && (
        <div style={cardStyle}>
          <KfLines site={site} />
          {site.kf_button !== 0 && (
            <Button type="primary" block onClick={uiFlags.openChat} style={{ marginBottom: 8 }}>
              {t('kf.chat')}
            </Button>
          )}
          {site.kf_img && <img src={site.kf_img} alt={t('kf.qrAlt')} width={120} height={120} />}
          <Button type="link" size="small" block onClick={() => setExpanded(false)}>
            {t('kf.collapse')}
          </Button>
        </div>
      )}
      <BackToTop />
    </aside>
  );
};
