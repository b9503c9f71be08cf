import { LOCALES } from '@docread/contracts';
import type { RouteObject } from 'react-router';
import { SiteLayout } from '../marketing/layout/SiteLayout.tsx';
import { marketingRoutes } from '../marketing/routes.tsx';
import { portalRoutes } from '../portal/routes.tsx';
import { LocaleRoot } from './locale/LocaleRoot.tsx';
import { RouteErrorPage } from './pages/RouteErrorPage.tsx';

/**
 * The whole route tree: the public site once per language (`/he/...`, `/en/...`), the portal unprefixed,
 * and a catch-all that sends old unprefixed public links to their language's page or shows the 404 page.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    // Pages are lazy: until the first one has loaded there is nothing to show (the HTML already has the theme).
    HydrateFallback: () => null,
    children: [
      ...LOCALES.map((locale) => ({
        path: locale,
        element: <LocaleRoot locale={locale} />,
        children: marketingRoutes,
      })),
      {
        lazy: async () => ({ Component: (await import('./QueryRoot.tsx')).QueryRoot }),
        children: portalRoutes,
      },
      {
        element: <SiteLayout />,
        children: [
          {
            path: '*',
            // A route module, not React.lazy: the router loads it before hydrating a prerendered 404 page, so
            // the first render matches the server's HTML instead of an empty Suspense fallback.
            lazy: async () => ({
              Component: (await import('./locale/LegacyPathRedirect.tsx')).LegacyPathRedirect,
            }),
          },
        ],
      },
    ],
  },
];
