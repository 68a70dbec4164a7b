import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { isExternalHref } from '../lib/href.js';

type Props = { href: string; style?: CSSProperties; newTab?: boolean; children: ReactNode };

/** A tenant-configured link: a route path stays in the app unless it must open a new tab; another site always does. */
export const TenantLink = ({ href, style, newTab = false, children }: Props) =>
  newTab || isExternalHref(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer" style={style}>
      {children}
    </a>
  ) : (
    <Link to={href} style={style}>
      {children}
    </Link>
  );
