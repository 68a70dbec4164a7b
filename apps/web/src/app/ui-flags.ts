import { useSyncExternalStore } from 'react';

/**
 * Flags the shell shares: the login popup (spec section 4), the collapsed sidebar (kept across visits) and
 * the customer-service chat frame.
 */
type Flags = { loginPopup: boolean; sidebarCollapsed: boolean; chatOpen: boolean };

const collapsedKey = 'NAV_COLLAPSED';
let flags: Flags = {
  loginPopup: false,
  sidebarCollapsed: localStorage.getItem(collapsedKey) === '1',
  chatOpen: false,
};
const listeners = new Set<() => void>();

const set = (patch: Partial<Flags>) => {
  flags = { ...flags, ...patch };
  if (patch.sidebarCollapsed !== undefined) localStorage.setItem(collapsedKey, patch.sidebarCollapsed ? '1' : '0');
  for (const l of listeners) l();
};

export const uiFlags = {
  get: () => flags,
  openLoginPopup: () => set({ loginPopup: true }),
  closeLoginPopup: () => set({ loginPopup: false }),
  setSidebarCollapsed: (collapsed: boolean) => set({ sidebarCollapsed: collapsed }),
  openChat: () => set({ chatOpen: true }),
  closeChat: () => set({ chatOpen: false }),
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useUiFlags = () => useSyncExternalStore(uiFlags.subscribe, uiFlags.get, uiFlags.get);
