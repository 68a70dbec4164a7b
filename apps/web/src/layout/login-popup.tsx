import { lazy, Suspense, useState } from 'react';
import { useUiFlags } from '../app/ui-flags.js';

const LoginDialog = lazy(() => import('./login-dialog.js').then((m) => ({ default: m.LoginDialog })));

/**
 * The login popup (spec section 4): its form loads the first time a visitor is asked to log in, so pages a visitor
 * only browses do not download it; once loaded it stays, for the dialog's closing animation and the next time.
 */
export const LoginPopup = () => {
  const { loginPopup } = useUiFlags();
  const [asked, setAsked] = useState(false);
  if (loginPopup && !asked) setAsked(true);
  if (!asked && !loginPopup) return null;
  return (
    <Suspense>
      <LoginDialog />
    </Suspense>
  );
};
