import type { SiteConfig } from '@app/contract';
import { Button, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { uiFlags } from '../app/ui-flags.js';
import { KfLines } from './kf-lines.js';

const KfCard = ({ site }: { site: SiteConfig }) => {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      {site.kf_img && <img src={site.kf_img} alt={t('kf.qrAlt')} width={120} height={120} />}
      <div>
        <KfLines site={site} withHours />
        <Button type="primary" size="small" onClick={uiFlags.openChat}>
          {t('kf.quickContact')}
        </Button>
      </div>
    </div>
  );
};

export const KfPopover = ({ site, color }: { site: SiteConfig; color: string }) => {
  const { t } = useTranslation();
  return (
    <Popover content={<KfCard site={site} />} title={t('kf.title')} placement="bottom" trigger={['hover', 'focus']}>
      <button type="button" style={{ color, background: 'none', border: 0, cursor: 'pointer', padding: 0 }}>
        {t('nav.kf')}
      </button>
    </Popover>
  );
};
