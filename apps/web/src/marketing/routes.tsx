import type { RouteObject } from 'react-router';
import { SiteLayout } from './layout/SiteLayout.tsx';

/** Public pages; each page module is loaded on first visit so the home page carries only itself. */
export const marketingRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./pages/HomePage.tsx')).HomePage }) },
      {
        path: 'features',
        lazy: async () => ({ Component: (await import('./pages/FeaturesPage.tsx')).FeaturesPage }),
      },
      {
        path: 'integrations',
        lazy: async () => ({
          Component: (await import('./integrations/IntegrationsPage.tsx')).IntegrationsPage,
        }),
      },
      {
        path: 'pricing',
        lazy: async () => ({ Component: (await import('./pages/PricingPage.tsx')).PricingPage }),
      },
      { path: 'about', lazy: async () => ({ Component: (await import('./pages/AboutPage.tsx')).AboutPage }) },
      { path: 'faq', lazy: async () => ({ Component: (await import('./pages/FaqPage.tsx')).FaqPage }) },
      {
        path: 'thank-you',
        lazy: async () => ({ Component: (await import('./pages/ThankYouPage.tsx')).ThankYouPage }),
      },
    ],
  },
];
