import { LOCALES, type Locale } from '@docread/contracts';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { localizedPath, withoutLocale } from '../../app/locale/paths.ts';
import { setLocale } from '../../i18n/index.ts';

/**
 * A link to the same page in the other language: on the public site the language is in the address, so
 * a crawler follows it too. Following it remembers the choice (`setLocale`: storage and a cookie).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Locale;
  const other = LOCALES.find((l) => l !== current) ?? current;
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  // The portal's pages keep one address in both languages; every other page (a 404 at an unprefixed address
  // too, prerendered with this link) has its twin under the other language's prefix.
  const address = localizedPath(other, withoutLocale(pathname));
  const target = address === pathname ? null : address + search + hash;
  const className =
    'inline-flex h-10 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary';
  const label = (
    <>
      <Languages aria-hidden="true" className="size-5" />
      <span lang={other}>{t(`language.${other}`)}</span>
    </>
  );
  const title = `${t('language.label')}: ${t(`language.${current}`)}`;
  return target ? (
    <RouterLink
      to={target}
      hrefLang={other}
      title={title}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        // The other language's catalogues load first, so the page never renders with missing strings.
        event.preventDefault();
        void setLocale(other).then(() => navigate(target));
      }}
    >
      {label}
    </RouterLink>
  ) : (
    <button type="button" title={title} className={className} onClick={() => void setLocale(other)}>
      {label}
    </button>
  );
}
