import type { SiteConfig } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { KfPopover } from './kf-popover.js';
import { LanguageSwitch } from './language-switch.js';
import { ProductMenu } from './product-menu.js';
import { TenantLink } from './tenant-link.js';
import { UserMenu } from './user-menu.js';

/** Help and agent links show unless their flag is 0; the others only when their flag is 1 (spec section 6). */
export const NavRight = ({ site, color }: { site: SiteConfig | undefined; color: string }) => {
  const { t } = useTranslation();
  const linkStyle = { color, whiteSpace: 'nowrap' } as const;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 18, marginLeft: 'auto', whiteSpace: 'nowrap' }}>
      {site?.is_open_official === 1 && (
        <TenantLink href={site.official_href} style={linkStyle}>
          {t('nav.official')}
        </TenantLink>
      )}
      {site?.is_open_index === 1 && (
        <TenantLink
          href={site.index_href}
          style={{
            ...linkStyle,
            border: `1px solid ${color}`,
            padding: '2px 10px',
            borderRadius: 14,
            lineHeight: '22px',
          }}
        >
          {site.index_name}
        </TenantLink>
      )}
      <ProductMenu color={color} />
      {site?.show_kf === 1 && <KfPopover site={site} color={color} />}
      {site && site.is_open_help !== 0 && (
        <TenantLink href={site.help_href} style={linkStyle} newTab>
          {t('nav.help')}
        </TenantLink>
      )}
      {site && site.is_open_agent !== 0 && (
        <TenantLink href={site.agent_href} style={linkStyle} newTab>
          {t('nav.agent')}
        </TenantLink>
      )}
      <LanguageSwitch color={color} />
      <UserMenu color={color} />
    </div>
  );
};
