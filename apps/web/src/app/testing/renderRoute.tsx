import type { Locale } from '@docread/contracts';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { allResources } from '../../i18n/all-resources.ts';
import { initI18n, setLocale } from '../../i18n/index.ts';
import { localizedPath } from '../locale/paths.ts';
import { routes } from '../routes.tsx';
import { installBrowserStubs } from './browserStubs.ts';

let initialised = false;

function NothingYet() {
  return null;
}
// Pages are lazy modules; on a busy machine the first import of a page can take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

/**
 * Renders the public site at `path` (without its language: `/pricing` opens `/en/pricing`) in a memory
 * router, in the given language.
 */
export function renderRoute(path: string, locale: Locale = 'en') {
  installBrowserStubs();
  if (!initialised) {
    initI18n(locale, allResources);
    initialised = true;
  }
  void setLocale(locale);
  const router = createMemoryRouter([{ HydrateFallback: NothingYet, children: routes }], {
    initialEntries: [localizedPath(locale, path)],
  });
  // Pages that raise toasts mount their own toaster.
  const view = render(<RouterProvider router={router} />);
  return { ...view, router };
}
