import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { topMenuEntries } from './nav-entries.js';

const menuStyle = {
  display: 'flex',
  gap: 'clamp(8px, 0.9vw, 20px)',
  flexWrap: 'nowrap',
  overflowX: 'auto',
  minWidth: 0,
  scrollbarWidth: 'none',
} as const;

export const TopMenu = ({ color }: { color: string }) => {
  const { t } = useTranslation();
  return (
    // One line whatever the width: the gap shrinks first, then the menu scrolls sideways rather than wrap
    // below the navbar.
    <nav aria-label={t('nav.topMenu')} style={menuStyle}>
      {topMenuEntries.map((entry) => (
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
