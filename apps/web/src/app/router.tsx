import { createBrowserRouter, matchRoutes } from 'react-router';
import { routes } from './routes.tsx';

/**
 * The browser's router. A prerendered page is hydrated, so its lazy route modules are loaded first: the
 * first render must produce the same markup as the server did, not the empty fallback.
 */
export async function createAppRouter() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return createBrowserRouter(routes);
}
