import type { Locale } from '@docread/contracts';
import { useTranslation } from 'react-i18next';
import { matchRoutes, Navigate, useLocation } from 'react-router';
import { marketingRoutes } from '../../marketing/routes.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { localizedPath } from './paths.ts';

/**
 * An unprefixed public address (an old link, or a portal page linking `/privacy-policy`) is the current
 * language's page; anything else is the site's 404 page. The server answers the same with 301 and 404.
 * Loaded as a route module of its own: only such addresses need it.
 */
export function LegacyPathRedirect() {
  const { i18n } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const last = matchRoutes(marketingRoutes, pathname)?.at(-1);
  if (last && last.route.path !== '*')
    return <Navigate replace to={localizedPath(i18n.language as Locale, pathname) + search + hash} />;
  return <NotFoundPage />;
}
