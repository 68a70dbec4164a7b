import { screenContract, screenPasscodeLength } from '@app/contract/screen';
import { tenantContract } from '@app/contract/tenant';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callLive } from '../kit/live-api.js';
import { useLiveQuery } from '../kit/live-hooks.js';
import './screen-messages.js';
import './screen-open.css';

const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, screenPasscodeLength);

/**
 * /screen/open: what a hall's big-screen device (a PC, a TV box's browser) opens first. The operator types the
 * activity's passcode instead of its screen's long address, and the page becomes that screen.
 */
export const ScreenOpenPage = () => {
  const { t } = useTranslation('liveScreen');
  const [pwd, setPwd] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // The site's own name and logo: a white-label site's screens carry its brand, not the platform's.
  const site = useLiveQuery(tenantContract.domainConfig, { url: window.location.host }, { silent: true }).data;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pwd.length !== screenPasscodeLength) return setError(t('open.needDigits'));
    setBusy(true);
    setError('');
    try {
      const opened = await callLive(screenContract.open, { pwd }, { silent: true });
      window.location.assign(opened.screen_path);
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };

  return (
    <main className="so">
      <form className="so-card" onSubmit={submit} noValidate>
        {site && (
          <div className="so-site">
            {site.logo && <img src={site.logo} alt="" />}
            <span>{site.title}</span>
          </div>
        )}
        <h1>{t('open.title')}</h1>
        <p className="so-hint">{t('open.hint')}</p>
        <label htmlFor="screen-pwd" className="so-label">
          {t('open.label')}
        </label>
        <input
          id="screen-pwd"
          className="so-input"
          inputMode="numeric"
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the page has this one field, typed on a screen device's keyboard
          autoFocus
          maxLength={screenPasscodeLength}
          value={pwd}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'screen-pwd-error' : undefined}
          onChange={(e) => setPwd(digitsOnly(e.target.value))}
        />
        <p id="screen-pwd-error" className="so-error" role="alert">
          {error}
        </p>
        <button type="submit" className="so-button" disabled={busy}>
          {busy ? t('open.opening') : t('open.submit')}
        </button>
      </form>
    </main>
  );
};
