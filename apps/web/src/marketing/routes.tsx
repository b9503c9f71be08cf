import type { RouteObject } from 'react-router';
import { SiteLayout } from './layout/SiteLayout.tsx';

/** Public pages; each page module is loaded on first visit. */
export const marketingRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./pages/HomePage.tsx')).HomePage }) },
    ],
  },
];
