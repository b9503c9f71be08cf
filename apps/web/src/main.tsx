import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { App } from './app/App.tsx';
import { localeOfPath } from './app/locale/paths.ts';
import { createAppRouter } from './app/router.tsx';
import { readSavedLocale, startI18n } from './i18n/index.ts';
import './styles.css';

// A public page's language is its address; the portal's is the visitor's saved choice.
await startI18n(localeOfPath(window.location.pathname) ?? readSavedLocale());
const router = await createAppRouter();
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);
if (root.hasAttribute('data-prerendered')) hydrateRoot(root, app);
else createRoot(root).render(app);
