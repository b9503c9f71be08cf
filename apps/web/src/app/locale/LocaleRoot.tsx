import type { Locale } from '@docread/contracts';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { i18n, setLocale } from '../../i18n/index.ts';

/**
 * The public site in one language. Entering it from the other one (a link, the back button) switches
 * i18next; only the address decides, so it runs when the address's language changes.
 */
export function LocaleRoot({ locale }: { locale: Locale }) {
  useEffect(() => {
    if (i18n.language !== locale) void setLocale(locale);
  }, [locale]);
  return <Outlet />;
}
