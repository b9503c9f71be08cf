import type { Locale } from '@docread/contracts';
import { type ComponentProps, forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink as RouterNavLink, useNavigate } from 'react-router';
import { localizedPath } from './paths.ts';

type To = ComponentProps<typeof RouterLink>['to'];

function useLocalize(): (to: To) => To {
  const { i18n } = useTranslation();
  const locale = i18n.language as Locale;
  return (to) => (typeof to === 'string' ? localizedPath(locale, to) : to);
}

/** React Router's Link with public paths put under the current language (`/pricing` → `/en/pricing`). */
export const Link = forwardRef<HTMLAnchorElement, ComponentProps<typeof RouterLink>>(function Link(
  { to, ...props },
  ref,
) {
  const localize = useLocalize();
  return <RouterLink ref={ref} to={localize(to)} {...props} />;
});

/** NavLink with the same language prefix as `Link`. */
export const NavLink = forwardRef<HTMLAnchorElement, ComponentProps<typeof RouterNavLink>>(function NavLink(
  { to, ...props },
  ref,
) {
  const localize = useLocalize();
  return <RouterNavLink ref={ref} to={localize(to)} {...props} />;
});

/** `navigate('/thank-you')` that lands on the current language's page. */
export function useLocaleNavigate(): (to: string) => Promise<void> | void {
  const navigate = useNavigate();
  const localize = useLocalize();
  return (to) => navigate(localize(to));
}
