import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './i18n/back-office-texts.js';
import { App } from './app/app.js';
import { Providers } from './app/providers.js';
import { appRoutes, RouteTree } from './app/router.js';
import i18n, { loadAllTexts } from './i18n/index.js';
import { installRootFont } from './lib/root-font.js';

installRootFont();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <App>
        <BrowserRouter>
          <RouteTree routes={appRoutes} />
        </BrowserRouter>
      </App>
    </Providers>
  </StrictMode>,
);

// The server's messages are zh-CN; in another language its error texts are needed from the first failed call on.
if (i18n.language !== 'zh-CN') void i18n.loadNamespaces('errors');
// The first page loads only the texts it shows; the rest follow once it is up, so later pages and toasts have theirs.
window.addEventListener('load', () => setTimeout(() => void loadAllTexts(), 1000), { once: true });
