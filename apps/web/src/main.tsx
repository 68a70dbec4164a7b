import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/back-office-texts.js';
import { App } from './app/app.js';
import { Providers } from './app/providers.js';
import { createAppRouter } from './app/router.js';
import { installRootFont } from './lib/root-font.js';

installRootFont();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <App createRouter={createAppRouter} />
    </Providers>
  </StrictMode>,
);
