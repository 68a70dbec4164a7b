import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { shownEntries, topMenuEntries } from './nav-entries.js';

export const TopMenu = ({ color }: { color: string }) => {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.topMenu')} style={{ display: 'flex', gap: 20, flexWrap: 'wrap' }}>
      {shownEntries(topMenuEntries).map((entry) => (
        <NavLink
          key={entry.key}
          to={entry.path}
          style={({ isActive }) => ({
            color,
            whiteSpace: 'nowrap',
            fontWeight: isActive ? 600 : 400,
            borderBottom: isActive ? `2px solid ${color}` : '2px solid transparent',
            lineHeight: '28px',
          })}
        >
          {t(`top.${entry.key}`)}
        </NavLink>
      ))}
    </nav>
  );
};
