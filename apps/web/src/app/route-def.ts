import type { ComponentType } from 'react';

/** public: a visitor may browse it; pure: login/register/forget, standalone; private: needs login and a menu grant. */
export type RouteAccess = 'pure' | 'public' | 'private';

export type RouteDef = {
  path: string;
  access: RouteAccess;
  /** Renders without the shell (pure routes always do): pages made to sit inside a frame. */
  bare?: boolean;
  /**
   * Served from live.html, the entry built without antd or the back-office's shell (public live pages always are):
   * a private page that says so checks its login through its own calls.
   */
  liveEntry?: boolean;
  load: () => Promise<{ default: ComponentType }>;
};

/** The route name: the path without the leading slash, the key the server's menu list and role grants use. */
export const routeName = (path: string) => path.replace(/^\//, '');

/** A lazy page: the named export of a page module. */
export const lazyPage =
  <M extends Record<string, unknown>>(importer: () => Promise<M>, name: keyof M) =>
  () =>
    importer().then((m) => ({ default: m[name] as ComponentType }));
