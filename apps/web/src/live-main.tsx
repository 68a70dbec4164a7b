import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './live/kit/live-texts.js';
import { App } from './app/app.js';
import { createLiveRouter } from './app/live-router.js';
import i18n from './i18n/index.js';
import { installRootFont } from './lib/root-font.js';

installRootFont();
// antd's Providers follow the language in the back-office; here no switch exists, so once is enough.
document.documentElement.lang = i18n.language;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App createRouter={createLiveRouter} />
  </StrictMode>,
);
