import { ConfigProvider, Menu, type ThemeConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isComingEntry, topMenuEntries } from './nav-entries.js';

/** The menu drawn in the navbar's colours; its "more" popup takes the navbar's background so the text stays legible. */
const menuTheme = (background: string, color: string): ThemeConfig => {
  const tint = `color-mix(in srgb, ${color} 16%, transparent)`;
  return {
    components: {
      Menu: {
        itemBg: 'transparent',
        popupBg: background,
        itemColor: color,
        itemHoverColor: color,
        itemSelectedColor: color,
        horizontalItemHoverColor: color,
        horizontalItemSelectedColor: color,
        itemHoverBg: tint,
        itemSelectedBg: tint,
        horizontalLineHeight: '62px',
        itemPaddingInline: 14,
      },
    },
  };
};

/**
 * One line whatever the width: entries that do not fit move, whole, into a "more" submenu at the end
 * (antd's horizontal menu measures them).
 */
export const TopMenu = ({ background, color }: { background: string; color: string }) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = topMenuEntries.map((entry) => ({
    key: entry.key,
    label: (
      <Link to={entry.path}>
        {t(`top.${entry.key}`)}
        {isComingEntry(entry) && (
          <sup style={{ marginInlineStart: 2, fontSize: 10, opacity: 0.8 }}>{t('kindComing.tag')}</sup>
        )}
      </Link>
    ),
  }));
  const selected = topMenuEntries.filter((e) => e.path === pathname).map((e) => e.key);
  return (
    <nav aria-label={t('nav.topMenu')} style={{ flex: 1, minWidth: 0 }}>
      <ConfigProvider theme={menuTheme(background, color)}>
        <Menu
          mode="horizontal"
          items={items}
          selectedKeys={selected}
          overflowedIndicator={<span>{t('nav.more')} ▾</span>}
          style={{ borderBottom: 0, background: 'transparent' }}
        />
      </ConfigProvider>
    </nav>
  );
};
