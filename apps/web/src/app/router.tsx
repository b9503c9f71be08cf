import { createBrowserRouter } from 'react-router';
import { marketingRoutes } from '../marketing/routes.tsx';
import { portalRoutes } from '../portal/routes.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { RouteErrorPage } from './pages/RouteErrorPage.tsx';

/**
 * The whole route tree. Each area exports its own routes (lazy per page so the home page loads little);
 * the site layout wraps the public pages, the dashboard layout the signed-in ones.
 */
export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    // Pages are lazy: until the first one has loaded there is nothing to show (the HTML already has the theme).
    HydrateFallback: () => null,
    children: [...marketingRoutes, ...portalRoutes, { path: '*', element: <NotFoundPage /> }],
  },
]);
