import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { useAllowedPages } from '../features/access/api.js';
import { clearsSessionOnEnter, decideRoute } from './guard-rules.js';
import { PageLoading } from './lazy-page.js';
import { type RouteDef, routeName } from './route-def.js';
import { session, useSession } from './session.js';
import { uiFlags } from './ui-flags.js';

/** Applies the rules of spec section 6 to one route. */
export const RouteGuard = ({ def, children }: { def: RouteDef; children: ReactNode }) => {
  const loggedIn = Boolean(useSession()?.token);
  const allowedPages = useAllowedPages(def.access === 'private');
  const decision = decideRoute({ access: def.access, name: routeName(def.path), loggedIn, allowedPages });

  // Only on entering: a login made on this very page must not be cleared again.
  useEffect(() => {
    if (clearsSessionOnEnter(def.access, Boolean(session.token()))) session.clear();
  }, [def]);

  const popup = decision.kind === 'redirect' && decision.openLoginPopup;
  useEffect(() => {
    if (popup) uiFlags.openLoginPopup();
  }, [popup]);

  if (decision.kind === 'wait') return <PageLoading />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
};
