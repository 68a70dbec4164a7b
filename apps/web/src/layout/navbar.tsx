import { Layout } from 'antd';
import { Link } from 'react-router';
import { navColors, useSiteConfig } from '../features/tenant/api.js';
import { NavRight } from './nav-right.js';
import { TopMenu } from './top-menu.js';

export const Navbar = () => {
  const site = useSiteConfig();
  const { background, color } = navColors(site);
  return (
    <Layout.Header
      style={{
        background,
        color,
        display: 'flex',
        alignItems: 'center',
        gap: 28,
        height: 64,
        lineHeight: '64px',
        padding: '0 24px',
      }}
    >
      <Link to="/" style={{ color, display: 'flex', alignItems: 'center', gap: 10, whiteSpace: 'nowrap' }}>
        <img src={site?.logo || '/brand/favicon.svg'} alt="" width={32} height={32} />
        <strong style={{ fontSize: 18 }}>{site?.title}</strong>
        {site?.dt_name && <span style={{ opacity: 0.85 }}>{site.dt_name}</span>}
      </Link>
      <TopMenu background={background} color={color} />
      <NavRight site={site} color={color} />
    </Layout.Header>
  );
};
