import type { LoginData } from '@app/contract';
import { session } from '../../app/session.js';
import { uiFlags } from '../../app/ui-flags.js';

/** Spec section 9: redirect after login about 1.5 seconds. */
export const loginRedirectMs = 1500;
export const afterLoginPath = '/activity/manage';

/** A full page load, so every part of the shell reads the new login; tests replace `assign`. */
export const pageLoad = { assign: (url: string) => window.location.assign(url) };

/** Spec section 4: store the login, hide the popup, go to my activities after about 1.5 s with a fresh page. */
export const finishLogin = (data: LoginData, onSuccess?: () => void) => {
  session.save(data);
  uiFlags.closeLoginPopup();
  onSuccess?.();
  setTimeout(() => pageLoad.assign(afterLoginPath), loginRedirectMs);
};
