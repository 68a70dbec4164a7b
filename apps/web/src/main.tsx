import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './i18n/back-office-texts.js';
import { App } from './app/app.js';
import { Providers } from './app/providers.js';
import { createAppRouter } from './app/router.js';
import { installRootFont } from './lib/root-font.js';

installRootFont();
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <App>
        <RouterProvider router={router} />
      </App>
    </Providers>
  </StrictMode>,
);
