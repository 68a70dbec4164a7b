import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './live/kit/live-texts.js';
import { App } from './app/app.js';
import { LiveRouter } from './app/live-router.js';
import i18n, { addNamespace } from './i18n/index.js';
import { installRootFont } from './lib/root-font.js';

installRootFont();
// antd's Providers follow the language in the back-office; here no switch exists, so once is enough.
document.documentElement.lang = i18n.language;
// The server's refusals are in zh-CN already; another language needs their translations, loaded beside the page.
if (i18n.language !== 'zh-CN') void import('./i18n/errors.js').then((m) => addNamespace('errors', m.errorMessages));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App>
      <LiveRouter />
    </App>
  </StrictMode>,
);
