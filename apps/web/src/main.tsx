import './app/zodWithoutEval.ts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { App } from './app/App.tsx';
import { hydrateEverything } from './app/hydration/HydrateNearViewport.tsx';
import { localeOfPath, localeOfTag } from './app/locale/paths.ts';
import { createAppRouter } from './app/router.tsx';
import { readSavedLocale, SITE_NAMESPACES, startI18n } from './i18n/index.ts';
import { yieldToBrowser } from './lib/yield-to-browser.ts';
import './styles.css';

/**
 * Starts the app. Not top-level `await`: the page modules it loads import from the chunk this module is in,
 * and a chunk still awaiting its own imports would never finish evaluating. Each step ends its task
 * (`yieldToBrowser`): run back to back with the bundle's evaluation they made one long task, during which
 * the page, visible already, did not answer a tap.
 */
async function start(): Promise<void> {
  await yieldToBrowser();
  const root = document.getElementById('root')!;
  const prerendered = document.documentElement.hasAttribute('data-prerendered');
  // A public page's language is its address and it needs the site's catalogues only; the portal's language
  // is the visitor's saved choice. A 404 page at an unprefixed address is in the language the server chose
  // for it (`lang`), which hydration must keep.
  const siteLocale =
    localeOfPath(window.location.pathname) ??
    (prerendered ? localeOfTag(document.documentElement.lang) : null);
  await (siteLocale ? startI18n(siteLocale, SITE_NAMESPACES) : startI18n(readSavedLocale()));
  await yieldToBrowser();
  const router = await createAppRouter();
  await yieldToBrowser();
  // Sections of the prerendered page left for later (HydrateNearViewport) are React's once the page changes.
  router.subscribe(hydrateEverything);
  const app = (
    <App>
      <RouterProvider router={router} />
    </App>
  );
  // The prerendered page is already readable; hydrating it as a transition lets React yield to the browser
  // every few milliseconds instead of holding the main thread for the whole page at once.
  if (prerendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void start();
